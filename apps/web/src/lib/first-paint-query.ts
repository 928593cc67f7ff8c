import { addressParts, type CallAnswer, type CallDefinition } from '@shuttle/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { ApiError, type CallArguments, callApi, checked, sendTo } from './api-client.ts';
import { queryClient } from './query-client.ts';

/**
 * The reads a signed-in page's first paint shows (its route loader's reads) are painted first and
 * checked after (docs/decisions/287): the request leaves from the call's address, which needs no
 * zod, and the answer is the query's data as soon as it arrives. Once the page has painted and
 * the browser is idle, the call's definition loads (zod and the schemas with it) and the answer
 * is checked against it, as `callApi` checks every other call's before use.
 */
export interface FirstPaintRead<Definition extends CallDefinition> {
  readonly address: Pick<Definition, 'method' | 'path'>;
  readonly definition: () => Promise<Definition>;
  /** Set once one of its answers failed its check: its answers are then checked before use. */
  checkFirst: boolean;
}

/**
 * The first-paint read of a call, from the call's address (`addresses/<area>.ts` in the
 * contracts) and a loader of its definition, whose address it must be.
 */
export function firstPaintRead<Definition extends CallDefinition>(
  address: `${Definition['method']} ${Definition['path']}`,
  definition: () => Promise<Definition>,
): FirstPaintRead<Definition> {
  return {
    address: addressParts(address) as Pick<Definition, 'method' | 'path'>,
    definition,
    checkFirst: false,
  };
}

/**
 * A first-paint read made for the query of `queryKey`: its answer unchecked, and its check once
 * the page has painted. An answer that fails its check is dropped: the queries under that key
 * are reset, so a page showing them asks again at once, this time checking the answer before
 * use (through `callApi`, for the rest of the visit), and shows its error state if the server
 * still answers what the schema does not allow. The client logs the mismatch, as for any call.
 * Answers are painted as they came, so the schemas of these reads change nothing they accept
 * (no default, transform or coercion: `first-paint-query.test.ts` holds them to that).
 */
export async function readPaintingFirst<Definition extends CallDefinition>(
  queryKey: QueryKey,
  read: FirstPaintRead<Definition>,
  ...[input]: CallArguments<Definition>
): Promise<CallAnswer<Definition>> {
  if (read.checkFirst) return callApi(read.definition, ...([input] as CallArguments<Definition>));
  const { status, payload } = await sendTo(read.address, input);
  // Four idle tasks, none of them the long one all four would make: zod's core, the rest of zod
  // and the contracts' common schemas, then the area's schemas with the definition, then the
  // check (docs/decisions/288).
  void afterPaintWhenIdle()
    .then(loadSchemaCore)
    .then(afterPaintWhenIdle)
    .then(loadSchemaLibrary)
    .then(afterPaintWhenIdle)
    .then(read.definition)
    .then(
      async (definition) => {
        await afterPaintWhenIdle();
        try {
          checked(definition, status, payload);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          read.checkFirst = true;
          void queryClient.resetQueries({ queryKey });
        }
      },
      // A definition that did not load (the phone lost its chunk) leaves the answer as shown.
      () => undefined,
    );
  return payload as CallAnswer<Definition>;
}

/** The query function of a first-paint read: `readPaintingFirst` for the query's own key. */
export function paintFirst<Definition extends CallDefinition>(
  read: FirstPaintRead<Definition>,
  ...input: CallArguments<Definition>
): (context: { queryKey: QueryKey }) => Promise<CallAnswer<Definition>> {
  return ({ queryKey }) => readPaintingFirst(queryKey, read, ...input);
}

/** zod's core: a chunk of its own, evaluated before the rest (`apps/web/vite.config.ts`). */
const loadSchemaCore = () => import('./schema-core.ts');
/** zod, with the contracts' common schemas that share its chunk (`apps/web/vite.config.ts`). */
const loadSchemaLibrary = () => import('./schema-library.ts');

/** Longest wait for an idle moment before the check runs anyway. */
const IDLE_WAIT_MS = 2_000;

/**
 * Resolves once the frame after the current task has been shown (two animation frames, as
 * `useAfterFirstPaint` waits) and then the browser is idle; a page in the background has no
 * frames, and checks nothing until it is shown. Browsers without `requestIdleCallback` (Safari)
 * take the next task.
 */
export function afterPaintWhenIdle(): Promise<void> {
  const whenIdle: (resolve: () => void) => unknown =
    window.requestIdleCallback === undefined
      ? setTimeout
      : (resolve) => requestIdleCallback(resolve, { timeout: IDLE_WAIT_MS });
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(resolve))),
  );
}
