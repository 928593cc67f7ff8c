import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

/** Every file of the app outside `lib/` and outside tests: where features and pages call the API. */
function appFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'lib' && folder === SOURCE ? [] : appFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one definition per call (docs/decisions/273-one-definition-per-call.md)', () => {
  it('no feature or page calls the API by a path of its own or unchecked: each goes through callApi and its definition', () => {
    const byPath = appFiles(SOURCE)
      .filter((file) => /\b(apiRequest|sendTo)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(byPath).toEqual([]);
  });

  it("no read painted before its check writes its address: each takes it from the contracts' addresses", () => {
    const written = appFiles(SOURCE)
      .filter((file) => /firstPaintRead\(\s*['`]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(written).toEqual([]);
    const reads = appFiles(SOURCE).filter((file) => /firstPaintRead\(/.test(readFileSync(file, 'utf8')));
    expect(reads.length).toBeGreaterThan(5);
  });

  it('finds such a call where there is one (the check reads real files)', () => {
    const client = readFileSync(join(SOURCE, 'lib', 'api-client.ts'), 'utf8');
    expect(/\bapiRequest\b/.test(client)).toBe(true);
  });
});
