import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentIndex, indexOf, readRecord, standing } from './decision-index.mjs';

describe('the decision index', () => {
  it('is as the records are: run node scripts/decision-index.mjs after adding or changing one', () => {
    expect(readFileSync('docs/decisions/README.md', 'utf8')).toBe(currentIndex('docs/decisions'));
  });

  it('reads a status that runs over two lines, and tells superseded from accepted', () => {
    const record = readRecord(
      '300-x.md',
      '# 300: A thing\n\n- Status: superseded by 301 (the second\n  line says why)\n- Date: 2026-11-29\n',
    );
    expect(record).toMatchObject({ number: '300', title: 'A thing' });
    expect(record.status).toBe('superseded by 301 (the second line says why)');
    expect(standing(record.status)).toBe('superseded');
    expect(standing('accepted; amended by 254')).toBe('accepted');
    expect(indexOf([record])).toContain('| [300](300-x.md) | A thing | superseded |');
  });

  it('refuses a record without a status line', () => {
    expect(() => readRecord('301-y.md', '# 301: Y\n\nno status\n')).toThrow(/Status/);
  });
});
