import { isStorableText } from './fields.ts';

/** Free-form JSON (a form's `meta`, a provider's webhook) is never nested deeper than this. */
export const MAX_JSON_DEPTH = 32;

export type BoundedJson = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * The nesting depth of JSON text, read without parsing it, so that a 5,000-deep body is refused
 * before any recursive code (parsing, serialising, Postgres jsonb) meets it. Brackets inside
 * strings do not count.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/** Whether every key and string in a parsed JSON value can be stored (no NUL, no lone surrogate). */
function hasOnlyStorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) pending.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/**
 * Parses free-form JSON text that will be stored as jsonb: refused when it is not JSON, nests
 * deeper than `maxDepth`, or holds text Postgres cannot store (docs/decisions/105).
 */
export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): BoundedJson {
  if (jsonTextDepth(text) > maxDepth) {
    return { ok: false, problem: `The JSON is nested deeper than ${maxDepth} levels.` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'The body is not valid JSON.' };
  }
  if (!hasOnlyStorableText(value)) {
    return { ok: false, problem: 'The JSON holds NUL characters or broken Unicode.' };
  }
  return { ok: true, value };
}
