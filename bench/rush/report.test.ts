import { describe, expect, it } from 'vitest';
import { CallBook, formatCalls, formatChecks, percentile } from './report.ts';

describe('percentile', () => {
  it('is the nearest rank: always one of the values, the largest at 100', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('takes the slowest of a short list as its p99, and says nothing of an empty one', () => {
    expect(percentile([3, 1, 2], 99)).toBe(3);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('the call book', () => {
  it('summarises each call: count, p50, p99, answers by status, and failures (5xx or none)', () => {
    const book = new CallBook();
    for (let index = 1; index <= 200; index++) book.record('POST booking', index, index <= 190 ? 201 : 409);
    book.record('POST booking', 1000, 500);
    book.record('POST booking', 30_000, 0);
    book.record('GET route search', 2, 200);
    const booking = book.summary('POST booking');
    expect(booking).toMatchObject({
      count: 202,
      p50: 101,
      p99: 200,
      byStatus: { '0': 1, '201': 190, '409': 10, '500': 1 },
      failures: 2,
    });
    expect(book.summaries().map((entry) => entry.call)).toEqual(['GET route search', 'POST booking']);
    expect(book.summary('GET route search').failures).toBe(0);
  });

  it('forgets everything when cleared, so a knee step measures only itself', () => {
    const book = new CallBook();
    book.record('POST booking', 5, 201);
    book.clear();
    expect(book.summaries()).toEqual([]);
    expect(book.summary('POST booking').count).toBe(0);
  });

  it('prints a table with one line a call and the checks with their verdicts', () => {
    const book = new CallBook();
    book.record('POST booking', 12.34, 201);
    book.record('POST booking', 250, 0);
    const table = formatCalls(book.summaries()).split('\n');
    expect(table[0]).toMatch(/^call\s+count\s+p50 ms\s+p99 ms\s+answers/);
    expect(table[1]).toMatch(/^POST booking\s+2\s+12\.3\s+250\s+no answer: 1, 201: 1$/);
    expect(
      formatChecks([
        { name: 'no seat oversold', ok: true, detail: '3 seats' },
        { name: 'ledger audit clean', ok: false, detail: '1 violation' },
      ]),
    ).toBe('ok   no seat oversold: 3 seats\nFAIL ledger audit clean: 1 violation');
  });
});
