import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '../../src/server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The real server as a child process, so that a test can kill it with SIGKILL. */
export class ProductProcess {
  private child: ChildProcess | undefined;
  private output = '';
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        TRUST_PROXY: 'true',
        APP_MODE: 'demo',
        // A still demo, as in the journeys (ADR 275): the living day's history and buses are
        // seconds of work at every start, and a shutdown waits for them; no test here is about them.
        DEMO_SIMULATION: 'off',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    this.child = child;
    for (let tries = 0; tries < 600; tries++) {
      if (child.exitCode !== null) throw new Error(`The server stopped:\n${this.output}`);
      const ok = await fetch(`${this.url}/v1/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not become healthy:\n${this.output}`);
  }

  /** kill -9: no shutdown hook runs, nothing is flushed (docs/reliability.md#r6). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Waits for the process to end; its exit code (null when a signal ended it). */
  async exitCode(): Promise<number | null> {
    const child = this.child;
    if (!child) return null;
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once('exit', resolve));
    }
    return child.exitCode;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
