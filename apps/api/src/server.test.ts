import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

function startServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
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
  for (let tries = 0; tries < 300; tries++) {
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

    // Closed properly: the next start opens the same folder without a stale lock to take over.
    const againPort = await freePort();
    const again = startServer({ PORT: String(againPort), DATA_DIR: dataDir });
    cleanups.push(() => again.child.kill('SIGKILL'));
    await waitForHealth(`http://127.0.0.1:${againPort}/v1/health`, again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('stops with the name of a bad setting and exit code 1', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: temporaryDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: ');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
