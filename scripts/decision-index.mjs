// The index of docs/decisions/: one line per record with its title and status, written from the
// records themselves so it cannot fall behind. `node scripts/decision-index.mjs` rewrites
// docs/decisions/README.md; `--check` exits 1 when the file differs from what it would write
// (run by the `scripts` test tier).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FOLDER = 'docs/decisions';
const INDEX = join(FOLDER, 'README.md');

/** A record's number, title and status line, read from its first lines. */
export function readRecord(fileName, text) {
  const title = /^# (\d{3}): (.+)$/m.exec(text);
  if (!title) throw new Error(`${fileName}: the first line must be "# NNN: Title"`);
  // A status may run over two lines (an indented continuation).
  const status = /^- Status: (.+(?:\n {2}\S.*)*)$/m.exec(text);
  if (!status) throw new Error(`${fileName}: no "- Status:" line`);
  return {
    fileName,
    number: title[1],
    title: title[2],
    status: status[1].replace(/\n\s+/g, ' '),
  };
}

/** How a record stands, in one word, for the index's second column. */
export function standing(status) {
  if (/^superseded/i.test(status)) return 'superseded';
  if (/^rejected/i.test(status)) return 'rejected';
  if (/^moved/i.test(status)) return 'moved';
  return 'accepted';
}

export function indexOf(records) {
  const rows = records.map(
    (record) =>
      `| [${record.number}](${record.fileName}) | ${record.title.replaceAll('|', '\\|')} | ${standing(record.status)} |`,
  );
  return [
    '# Decisions',
    '',
    'One record per decision that shapes the code, numbered in the order they were taken. A record',
    'that a later one replaced says so in its status line ("superseded by NNN") and stays for its',
    'reasons; measurements live in BENCHMARKS.md, not here. This index is written by',
    '`node scripts/decision-index.mjs` from the records; a test fails when it falls behind.',
    '',
    '| record | decision | status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

export function currentIndex(folder = FOLDER) {
  const records = readdirSync(folder)
    .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'))
    .sort()
    .map((name) => readRecord(name, readFileSync(join(folder, name), 'utf8')));
  return indexOf(records);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = currentIndex();
  if (process.argv.includes('--check')) {
    const onDisk = readFileSync(INDEX, 'utf8');
    if (onDisk !== wanted) {
      console.error(`${INDEX} is behind its records: run node scripts/decision-index.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(INDEX, wanted);
  }
}
