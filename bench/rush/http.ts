import { Agent, type ClientRequest, type IncomingMessage, request } from 'node:http';
import type { CallBook } from './report.ts';

/**
 * The rush's HTTP client: keep-alive node:http on loopback, every call timed and its status
 * recorded under a name (0 when no answer came). Every actor sends its own X-Forwarded-For, as
 * phones and trackers reach the product from their own addresses behind the load balancer.
 */
export interface Answer {
  status: number;
  body: string;
}

const TIMEOUT_MS = 30_000;

export class RushClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private readonly streamAgent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  /** Requests sent and not yet answered, so that closing cuts them off, queued ones included. */
  private readonly open = new Set<ClientRequest>();
  readonly url: URL;

  constructor(
    base: string,
    readonly book: CallBook,
  ) {
    this.url = new URL(base);
  }

  async call(
    name: string,
    method: 'GET' | 'POST',
    path: string,
    options: { authorization?: string; body?: object; address: string; idempotent?: boolean },
  ): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    const answer = await new Promise<Answer>((resolve) => {
      const headers: Record<string, string | number> = { 'x-forwarded-for': options.address };
      if (options.authorization) headers.authorization = options.authorization;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      if (options.idempotent) headers['idempotency-key'] = crypto.randomUUID();
      const outgoing = request(
        { host: this.url.hostname, port: this.url.port, path, method, agent: this.agent, headers },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      this.open.add(outgoing);
      outgoing.on('close', () => this.open.delete(outgoing));
      outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy());
      outgoing.on('error', () => resolve({ status: 0, body: '' }));
      outgoing.end(payload);
    });
    this.book.record(name, performance.now() - started, answer.status);
    return answer;
  }

  /** Opens a Server-Sent Events stream; `onEvent` gets each whole event. */
  stream(
    path: string,
    options: { authorization: string; address: string },
    onEvent: (event: string, data: string) => void,
  ): Promise<{ status: number; close(): void }> {
    const started = performance.now();
    return new Promise((resolve) => {
      const outgoing = request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          agent: this.streamAgent,
          headers: { authorization: options.authorization, 'x-forwarded-for': options.address },
        },
        (response: IncomingMessage) => {
          this.book.record('GET live stream (open)', performance.now() - started, response.statusCode ?? 0);
          const close = () => response.destroy();
          if (response.statusCode !== 200) {
            response.resume();
            resolve({ status: response.statusCode ?? 0, close });
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              let event = 'message';
              let data = '';
              for (const line of block.split('\n')) {
                if (line.startsWith('event: ')) event = line.slice(7);
                else if (line.startsWith('data: ')) data += line.slice(6);
              }
              if (data) onEvent(event, data);
              end = buffer.indexOf('\n\n');
            }
          });
          response.on('error', () => undefined);
          resolve({ status: 200, close });
        },
      );
      outgoing.on('error', () => {
        this.book.record('GET live stream (open)', performance.now() - started, 0);
        resolve({ status: 0, close: () => undefined });
      });
      outgoing.end();
    });
  }

  close(): void {
    for (const outgoing of this.open) outgoing.destroy();
    this.agent.destroy();
    this.streamAgent.destroy();
  }
}

/** A phone's or a tracker's own address, from its id. */
export function addressOf(kind: 'rider' | 'bus', id: number): string {
  const first = kind === 'rider' ? 10 : 172;
  return `${first}.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
}
