import { type LivePosition, type LiveStatus, type RunPosition, watchRunCall } from '@shuttle/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE, callPath } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { runPositionQueryOptions } from './get-run-position.ts';

/** How long to wait before connecting again, doubling up to a minute. */
const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/** Splits Server-Sent Events text into events; returns them and the unfinished rest. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ id, event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Follows a run's live stream with fetch (so the session travels in the Authorization header,
 * never in the address) and writes each position into the run's query, reconnecting with
 * Last-Event-ID after a drop. Returns whether the stream is connected.
 */
export function useLiveRun(tripDayId: number, enabled = true): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const key = runPositionQueryOptions(tripDayId).queryKey;
    let lastEventId: string | null = null;
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    /** Set by a `closed` event: the server ended the stream for good (signed out, ride cancelled, run over). */
    let ended = false;
    const apply = (event: StreamEvent) => {
      if (event.id) lastEventId = event.id;
      if (event.event === 'position') {
        const position = JSON.parse(event.data) as LivePosition;
        queryClient.setQueryData<RunPosition>(key, (run) => (run ? { ...run, position } : run));
      } else if (event.event === 'status') {
        const { status } = JSON.parse(event.data) as LiveStatus;
        queryClient.setQueryData<RunPosition>(key, (run) => (run ? { ...run, status } : run));
      } else if (event.event === 'closed') {
        ended = true;
      }
    };

    const connect = async () => {
      const current = session.get();
      if (!current) return;
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${current.token}`,
      };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      try {
        const response = await fetch(`${API_BASE}${callPath(watchRunCall, { id: tripDayId })}`, {
          headers,
          signal: controller.signal,
        });
        // Not allowed or gone: polling the position is all there is.
        if (!response.ok || !response.body) return;
        setConnected(true);
        retryMs = FIRST_RETRY_MS;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) apply(event);
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      setConnected(false);
      if (controller.signal.aborted || ended) return;
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
      setConnected(false);
    };
  }, [tripDayId, enabled, queryClient]);

  return connected;
}
