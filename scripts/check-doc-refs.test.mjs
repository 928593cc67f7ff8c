import { describe, expect, it } from 'vitest';
import { checkText } from './check-doc-refs.mjs';

describe('check-doc-refs', () => {
  it('passes pointers into the repository and imports of the API shared folder', () => {
    const text = [
      "import { AppError } from '../shared/app-error.ts';",
      '// One dated ride (docs/product.md#booking), seats per docs/reliability.md#r1.',
      'See [security](docs/security.md#uploads).',
    ].join('\n');
    expect(checkText('a.ts', text)).toEqual([]);
  });

  it('lists each outside pointer with its file and line', () => {
    const text = [
      '// fine',
      '// QUALITY.md R7',
      '// DESIGN.md section 3',
      '// spec section 2',
      '// (DESIGN 7.1)',
      '// QUALITY R13',
      "// the spec's field names (section 3)",
    ].join('\n');
    const problems = checkText('b.ts', text);
    expect(problems).toHaveLength(6);
    expect(problems[4]).toMatch(/^b\.ts:6: .*outside document/);
    expect(problems[0]).toMatch(/^b\.ts:2: points outside/);
    expect(problems[2]).toMatch(/^b\.ts:4: /);
  });

  it('refuses a docs link to a missing file or a missing section', () => {
    const problems = checkText(
      'c.md',
      'docs/nowhere.md and docs/reliability.md#r99 and [x](docs/speed.md#booking)',
    );
    expect(problems).toEqual([
      'c.md:1: links to docs/nowhere.md, which does not exist',
      'c.md:1: links to docs/reliability.md#r99, a section docs/reliability.md does not have',
    ]);
  });

  it('resolves relative Markdown links from the linking file', () => {
    expect(checkText('docs/x.md', '[a](security.md#passwords)')).toEqual([]);
    expect(checkText('docs/x.md', '[a](security.md#nope)')).toHaveLength(1);
  });
});
