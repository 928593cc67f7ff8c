/**
 * What the rush measured, per call: latencies and answers by status. Pure, so the figures a
 * run prints (and its end checks read) are tested on their own (report.test.ts).
 */

/** The value at percentile `p` (0-100) of `values`: nearest rank, so always one of them. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export interface CallSummary {
  call: string;
  count: number;
  p50: number;
  p99: number;
  /** How many answers of each status; 0 stands for no answer (a refused connection, a timeout). */
  byStatus: Record<string, number>;
  /** Answers of 5xx or none at all. */
  failures: number;
}

/** Latencies (ms) and statuses of every call the rush made, by the call's name. */
export class CallBook {
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Map<number, number>>();

  record(call: string, ms: number, status: number): void {
    const list = this.latencies.get(call) ?? [];
    this.latencies.set(call, list);
    list.push(ms);
    const counts = this.statuses.get(call) ?? new Map<number, number>();
    this.statuses.set(call, counts);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }

  /** Forgets every call: a knee step measures only itself. */
  clear(): void {
    this.latencies.clear();
    this.statuses.clear();
  }

  summary(call: string): CallSummary {
    const latencies = this.latencies.get(call) ?? [];
    const byStatus: Record<string, number> = {};
    let failures = 0;
    for (const [status, count] of [...(this.statuses.get(call) ?? new Map<number, number>())].sort(
      ([a], [b]) => a - b,
    )) {
      byStatus[String(status)] = count;
      if (status === 0 || status >= 500) failures += count;
    }
    return {
      call,
      count: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      byStatus,
      failures,
    };
  }

  summaries(): CallSummary[] {
    return [...this.latencies.keys()].sort().map((call) => this.summary(call));
  }
}

const ms = (value: number) =>
  Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1);

/** The per-call table as the rush prints it. */
export function formatCalls(summaries: readonly CallSummary[]): string {
  const rows = summaries.map((entry) => [
    entry.call,
    String(entry.count),
    ms(entry.p50),
    ms(entry.p99),
    Object.entries(entry.byStatus)
      .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
      .join(', '),
  ]);
  const header = ['call', 'count', 'p50 ms', 'p99 ms', 'answers'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function formatChecks(checks: readonly Check[]): string {
  return checks.map((check) => `${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`).join('\n');
}
