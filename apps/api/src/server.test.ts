import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, 'server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The server process; an `undefined` setting is left out of its environment. */
function startServer(env: Record<string, string | undefined>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      APP_MODE: 'demo',
      // A still demo (ADR 275): the living day's start-up work is not what these tests are about.
      DEMO_SIMULATION: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(url: string, server: RunningServer): Promise<void> {
  // A first start migrates and seeds a new embedded database: a minute or more on a busy machine.
  for (let tries = 0; tries < 900; tries++) {
    if (server.child.exitCode !== null) throw new Error(`The server stopped:\n${server.output()}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function temporaryDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shuttle-server-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** The distinct modes under `folder`, itself included, as `d700` / `f600`. */
function modesUnder(folder: string): string[] {
  const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
  const modes = new Set([`d${mode(folder)}`]);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    modes.add(`${entry.isDirectory() ? 'd' : 'f'}${mode(join(entry.parentPath, entry.name))}`);
  }
  return [...modes].sort();
}

describe('the server process', () => {
  it('finishes cleanly on SIGTERM: exit code 0 and the database lock released', async () => {
    const dataDir = temporaryDataDir();
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    cleanups.push(() => server.child.kill('SIGKILL'));
    await waitForHealth(`http://127.0.0.1:${port}/v1/health`, server);
    expect(existsSync(join(dataDir, 'database.lock'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'database.lock'))).toBe(false);
    // The folder and all the server wrote in it are the owner's alone (issue 17, item 10).
    expect(modesUnder(dataDir)).toEqual(['d700', 'f600']);

    // Closed properly: the next start opens the same folder without a stale lock to take over.
    const againPort = await freePort();
    const again = startServer({ PORT: String(againPort), DATA_DIR: dataDir });
    cleanups.push(() => again.child.kill('SIGKILL'));
    await waitForHealth(`http://127.0.0.1:${againPort}/v1/health`, again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 240_000);

  it('stops with the name of a bad setting and exit code 1', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: temporaryDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: ');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses a production start without payment keys or SMTP, naming every missing setting', async () => {
    const server = startServer({
      APP_MODE: 'production',
      PORT: String(await freePort()),
      DATA_DIR: temporaryDataDir(),
    });
    expect(await server.exited).toBe(1);
    for (const name of ['PAYSTACK_SECRET_KEY', 'SMTP_URL', 'PUBLIC_URL']) {
      expect(server.output()).toContain(`${name}: required in production`);
    }
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('is production when APP_MODE is unset, even with the demo’s provider asked for', async () => {
    const env = {
      PORT: String(await freePort()),
      DATA_DIR: temporaryDataDir(),
      PAYMENTS_PROVIDER: 'sandbox',
    };
    const server = startServer({ ...env, APP_MODE: undefined });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PAYMENTS_PROVIDER: sandbox is for the demo only');
  });
});
