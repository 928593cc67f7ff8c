import type { BackgroundWork } from '../src/shared/background-work.ts';

/** Background work that waits until the test lets it run, to see what a request did alone. */
export class HeldBackgroundWork implements BackgroundWork {
  private held: (() => Promise<void>)[] = [];

  run(task: () => Promise<void>): void {
    this.held.push(task);
  }

  /** Nothing runs until `runHeld`. */
  async idle(): Promise<void> {}

  async runHeld(): Promise<void> {
    const tasks = this.held;
    this.held = [];
    for (const task of tasks) await task();
  }
}
