/** Time comes from here so that tests can move it (QUALITY.md R8: clock moves). */
export interface Clock {
  now(): Date;
}
export declare const systemClock: Clock;
export declare class ManualClock implements Clock {
  private current;
  constructor(current: Date);
  now(): Date;
  set(at: Date): void;
  advance(milliseconds: number): void;
}
