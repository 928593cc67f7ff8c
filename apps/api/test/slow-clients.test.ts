import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { useTestApp } from './test-app.ts';

/** ADR 106: a client that trickles its request is cut off, with short limits set by config. */
const ctx = useTestApp({ env: { REQUEST_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '300' } });

/** Everything the server writes until it closes the socket, or `null` if it is still open after `capMs`. */
function readUntilClosed(socket: Socket, capMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const cap = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, capMs);
    socket.on('close', () => {
      clearTimeout(cap);
      resolve(received);
    });
    socket.on('error', () => undefined);
  });
}

async function openSocket(): Promise<Socket> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

describe('slow clients', () => {
  it('meet timeouts that are never 0: the settings reach the server, and their defaults are ADR 106’s', () => {
    // Node's own defaults before this were 0 (no limit) for the request and the connection.
    expect(ctx.app.server.requestTimeout).toBe(400);
    expect(ctx.app.server.headersTimeout).toBe(300);
    expect(ctx.app.initialConfig.connectionTimeout).toBeGreaterThan(400);
    expect(ctx.app.server.keepAliveTimeout).toBe(ctx.config.KEEP_ALIVE_TIMEOUT_MS);
    const defaults = loadConfig({ APP_MODE: 'demo', DATA_DIR: ctx.config.DATA_DIR });
    expect(defaults).toMatchObject({
      REQUEST_TIMEOUT_MS: 60_000,
      HEADERS_TIMEOUT_MS: 20_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
    });
  });

  it('get a 408 and a closed connection when the body never finishes', async () => {
    const socket = await openSocket();
    socket.write(
      'POST /v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    const answer = await readUntilClosed(socket, 10_000);
    expect(answer, 'the server kept the connection open').not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are closed when the headers never finish', async () => {
    const socket = await openSocket();
    socket.write('GET /v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const answer = await readUntilClosed(socket, 10_000);
    expect(answer, 'the server kept the connection open').not.toBeNull();
  });
});
