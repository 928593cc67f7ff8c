import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '@shuttle/contracts';
import { defineCall } from '@shuttle/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../testing/msw-server.ts';
import { ApiError } from './api-client.ts';
import { firstPaintRead, paintFirst } from './first-paint-query.ts';
import { queryClient } from './query-client.ts';

const getThing = defineCall('GET /things/:thingId', {
  params: z.object({ thingId: z.number() }),
  answers: { 200: z.object({ id: z.number(), name: z.string() }) },
});

/** The frames and idle moments the page would have, run when the test says. */
let waiting: Array<() => void> = [];
beforeEach(() => {
  waiting = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.push(() => callback(performance.now()));
    return waiting.length;
  });
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return waiting.length;
  });
});
afterEach(() => {
  vi.mocked(window.requestAnimationFrame).mockRestore();
  vi.unstubAllGlobals();
});

/** Runs the frames and idle callbacks asked for so far: the page paints and goes idle once. */
function paintAndIdle() {
  for (const run of waiting.splice(0)) run();
}

/** A query of the app's client on `thingRead`, kept active as a page showing it would. */
function watchThing(read: ReturnType<typeof thingRead>) {
  const observer = new QueryObserver(queryClient, {
    queryKey: ['things', 7],
    queryFn: paintFirst(read, { params: { thingId: 7 } }),
    retry: false,
  });
  const stop = observer.subscribe(() => undefined);
  onTestFinished(stop);
  return observer;
}

const thingRead = () => {
  const load = vi.fn(async () => getThing);
  return Object.assign(firstPaintRead('GET /things/:thingId', load), { load });
};

describe('a read painted before its check (docs/decisions/287)', () => {
  it('gives the answer before its definition has loaded, and checks it once the page has painted and is idle', async () => {
    let asked = 0;
    server.use(
      http.get('*/v1/things/7', () => {
        asked++;
        return HttpResponse.json({ id: 7, name: 'wheel' });
      }),
    );
    const read = thingRead();
    const answer = await queryClient.fetchQuery({
      queryKey: ['things', 7],
      queryFn: paintFirst(read, { params: { thingId: 7 } }),
    });
    expect(answer).toEqual({ id: 7, name: 'wheel' });
    // No schema is needed to show it: the definition (zod with it) has not been asked for.
    expect(read.load).not.toHaveBeenCalled();

    await waitFor(() => {
      paintAndIdle();
      expect(read.load).toHaveBeenCalledOnce();
      expect(waiting).toEqual([]);
    });
    expect(read.checkFirst).toBe(false);
    expect(queryClient.getQueryState(['things', 7])).toMatchObject({ status: 'success', dataUpdateCount: 1 });
    expect(asked).toBe(1);
  });

  it('drops an answer that fails its check: the query asks again, checks before use, and shows its error', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    try {
      let asked = 0;
      server.use(
        http.get('*/v1/things/7', () => {
          asked++;
          return HttpResponse.json({ id: '7' });
        }),
      );
      const read = thingRead();
      const thing = watchThing(read);
      await waitFor(() => expect(thing.getCurrentResult().data).toEqual({ id: '7' }));

      await waitFor(() => {
        paintAndIdle();
        expect(thing.getCurrentResult().status).toBe('error');
      });
      const { error, data } = thing.getCurrentResult();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER' });
      expect(data).toBeUndefined();
      expect(read.checkFirst).toBe(true);
      expect(asked).toBe(2);
      // Logged once by the check after the paint, once by the check before use.
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /things/:thingId'), expect.anything());
    } finally {
      logged.mockReset();
      logged.mockImplementation((...args: unknown[]) => {
        throw new Error(`console.error: ${args.map(String).join(' ')}`);
      });
    }
  });

  it('shows the answer asked again once the server answers what the schema allows', async () => {
    const logged = vi.mocked(console.error).mockImplementationOnce(() => undefined);
    let asked = 0;
    server.use(
      http.get('*/v1/things/7', () => {
        asked++;
        return HttpResponse.json(asked === 1 ? { id: 7 } : { id: 7, name: 'wheel' });
      }),
    );
    const read = thingRead();
    const thing = watchThing(read);
    await waitFor(() => expect(thing.getCurrentResult().data).toEqual({ id: 7 }));

    await waitFor(() => {
      paintAndIdle();
      expect(thing.getCurrentResult().data).toEqual({ id: 7, name: 'wheel' });
    });
    expect(thing.getCurrentResult().status).toBe('success');
    expect(asked).toBe(2);
    expect(logged).toHaveBeenCalledOnce();
  });
});

const FEATURES = join(import.meta.dirname, '..', 'features');

/** Every first-paint read of the app, by the name of the call its loader gives: read from the files. */
function firstPaintCalls(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .flatMap((entry) => {
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      return [
        ...text.matchAll(
          /firstPaintRead\(\s*\w+,\s*\(\)\s*=>\s*import\([^)]*\)\.then\(\(\w+\) => \w+\.(\w+)\)/g,
        ),
      ].map((match) => match[1] as string);
    });
}

/** The parts of a schema that make what it gives differ from what it was given. */
function changesWhatItAccepts(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema.def as unknown as Record<string, unknown> & { type: string; coerce?: boolean };
  const own =
    ['transform', 'default', 'prefault', 'pipe', 'catch', 'preprocess'].includes(def.type) || def.coerce;
  const inner = Object.entries(def).flatMap(([key, value]) => {
    const parts = key === 'shape' ? Object.values(value as object) : [value].flat();
    return parts.filter((part): part is z.ZodType => part instanceof z.ZodType);
  });
  return [...(own ? [def.type] : []), ...inner.flatMap((part) => changesWhatItAccepts(part, seen))];
}

describe('the reads painted before their check', () => {
  const calls = firstPaintCalls(FEATURES);

  it('are found in the feature files (the check reads real files)', () => {
    expect(calls).toEqual(
      expect.arrayContaining(['getWalletCall', 'getActiveBookingsCall', 'getRunsCall', 'getBusStopsCall']),
    );
  });

  it('are looked at to the bottom: a default, a coercion or a transform anywhere is found', () => {
    const nested = z.object({
      rides: z.array(z.object({ seats: z.number().default(1) })),
      at: z.coerce.date(),
      name: z.string().transform((text) => text.trim()),
    });
    expect(changesWhatItAccepts(nested).sort()).toEqual(['date', 'default', 'pipe', 'transform']);
  });

  it('answer with schemas that give what they were given: the page shows the answer as it came', () => {
    const changing = calls.flatMap((name) => {
      const definition = (contracts as Record<string, unknown>)[name] as contracts.CallDefinition;
      return Object.values(definition.answers ?? {}).flatMap((schema) =>
        changesWhatItAccepts(schema).map((part) => `${name}: ${part}`),
      );
    });
    expect(changing).toEqual([]);
  });

  it('would find a schema that changes what it accepts', () => {
    expect(changesWhatItAccepts(z.object({ page: z.number().default(1) }))).toEqual(['default']);
    expect(changesWhatItAccepts(z.object({ when: z.coerce.date() }))).toEqual(['date']);
  });
});
