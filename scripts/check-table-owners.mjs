// `npm run lint:tables`: every table and SQL function has one owner feature (docs/decisions/269).
// ARCHITECTURE.md's "Tables and their owners" names, for each table of packages/db (its Drizzle
// `pgTable`s and the tables its migrations create) and each function its migrations create, the
// owner and the features that may read it. This fails, with file:line and the table, when a
// feature that is not the owner writes a table (Drizzle's insert, update or delete of its object,
// or raw INSERT INTO, UPDATE, DELETE FROM, TRUNCATE), when a feature reads a table or calls a
// function it is not listed for, when a raw write names its table out of sight, and when the
// list and the schema disagree. Tests are out of its scope: they arrange and inspect rows.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SCHEMA_DIR = 'packages/db/src/schema';
const MIGRATIONS_DIR = 'packages/db/src/migrations';
const FEATURES_DIR = 'apps/api/src/features';
/** Code outside the features that owns tables of its own: the API's infrastructure. */
const SHARED_DIR = 'apps/api/src/shared';
const API_DIR = 'apps/api/src';
const OWNERS_HEADING = /^##\s+Tables and their owners\s*$/;

const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? filesUnder(path) : [path];
      })
    : [];

const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);

/** The tables of the schema: Drizzle export name to SQL name, and every SQL name (with migrations'). */
export const readSchema = (root) => {
  const drizzleNames = new Map();
  const tables = new Set();
  for (const file of filesUnder(join(root, SCHEMA_DIR)).filter((path) => path.endsWith('.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) {
      drizzleNames.set(match[1], match[2]);
      tables.add(match[2]);
    }
  }
  const functions = new Set();
  for (const file of filesUnder(join(root, MIGRATIONS_DIR)).filter((path) => path.endsWith('.sql'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi)) {
      tables.add(match[1].toLowerCase());
    }
    for (const match of text.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([a-z_][a-z0-9_]*)/gi)) {
      functions.add(match[1].toLowerCase());
    }
  }
  return { drizzleNames, tables, functions };
};

const listOf = (cell) =>
  cell
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== '—' && name !== '-');

/**
 * The ownership table of ARCHITECTURE.md:
 * `| \`name\`, \`name()\` | owner | reader, reader | feature: file.ts; feature: file.ts |`.
 * A name written with `()` is a SQL function; the last cell names the exceptions, file by file.
 * Returns the entries and the problems of the table.
 */
export const readOwners = (markdown, file = 'ARCHITECTURE.md') => {
  const owners = new Map();
  const problems = [];
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => OWNERS_HEADING.test(line));
  if (start === -1) return { owners, problems: [`${file}: has no "## Tables and their owners" section`] };
  for (let index = start + 1; index < lines.length && !/^##\s/.test(lines[index]); index += 1) {
    const line = lines[index];
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const names = [...cells[0].matchAll(/`([a-z_][a-z0-9_]*)(\(\))?`/g)];
    if (names.length === 0) continue; // the heading row
    const [owner, readers, exceptions] = [cells[1] ?? '', cells[2] ?? '', cells[3] ?? ''];
    // `feature: file.ts, file.ts; feature: file.ts`: the files, by name, that write outside the owner.
    const writers = new Set(
      exceptions
        .split(';')
        .filter((part) => part.includes(':'))
        .flatMap((part) => {
          const [feature, files] = part.split(':');
          return listOf(files).map((name) => `${feature.trim()}/${name}`);
        }),
    );
    for (const [, name, call] of names) {
      const key = call ? `${name}()` : name;
      if (owners.has(key)) problems.push(`${file}:${index + 1}: ${key} is listed twice`);
      owners.set(key, { owner: owner.trim(), readers: new Set(listOf(readers)), writers, line: index + 1 });
    }
  }
  return { owners, problems };
};

/** Which feature a file belongs to, or undefined when the rule does not look at it. */
const featureOf = (root, file) => {
  const path = relative(root, file).split(sep).join('/');
  if (isTest(path) || !/\.(ts|tsx|mjs)$/.test(path)) return undefined;
  const inFeature = path.match(new RegExp(`^${FEATURES_DIR}/([^/]+)/`));
  if (inFeature) return inFeature[1];
  if (path.startsWith(`${SHARED_DIR}/`)) return 'shared';
  // The composition root, the server and the command-line tools own and read no table: they
  // reach data through the features' services.
  if (path.startsWith(`${API_DIR}/`)) return 'app';
  return undefined;
};

// `FOR UPDATE`, `FOR NO KEY UPDATE` and `DO UPDATE` lock a row or settle a conflict: not a write
// of a table of their own.
const WRITE_SQL =
  /(?<!\b(?:FOR|KEY|DO)\s+)\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)?/g;
const READ_SQL = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)/g;
const CALL_SQL = /\b([a-z_][a-z0-9_]*)\s*\(/g;
/** A string that is a table's name alone, or with an alias: a table chosen by a map, read. */
const BARE_TABLE = /^\s*([a-z_][a-z0-9_]*)(?:\s+[a-z_][a-z0-9_]*)?\s*$/;

/**
 * Every use of a table or function in one file: `{ name, kind: 'write' | 'read', line, how }`,
 * and `{ kind: 'hidden' }` for a raw write whose table is an expression.
 */
export const usesIn = (fileName, text, schema) => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const tableBindings = new Map(); // local name -> SQL table
  const uses = [];
  const at = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== '@shuttle/db') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings))
      continue;
    for (const element of clause.namedBindings.elements) {
      if (element.isTypeOnly) continue;
      const exported = (element.propertyName ?? element.name).text;
      const table = schema.drizzleNames.get(exported);
      if (table) tableBindings.set(element.name.text, table);
    }
  }

  const scanSql = (literal, node, next) => {
    const line = at(node);
    for (const match of literal.matchAll(WRITE_SQL)) {
      const named = match[2];
      if (named && schema.tables.has(named)) {
        uses.push({ name: named, kind: 'write', line, how: match[1].replace(/\s+/g, ' ') });
      } else if (!named && literal.slice(match.index + match[0].length).trim() === '' && next) {
        // `UPDATE ${...}`: the table is an interpolation; a Drizzle table is seen as one.
        const table = ts.isIdentifier(next) ? tableBindings.get(next.text) : undefined;
        if (table) uses.push({ name: table, kind: 'write', line, how: match[1].replace(/\s+/g, ' ') });
        else uses.push({ kind: 'hidden', line, how: match[1].replace(/\s+/g, ' ') });
      }
    }
    for (const match of literal.matchAll(READ_SQL)) {
      if (schema.tables.has(match[1])) uses.push({ name: match[1], kind: 'read', line, how: 'SQL' });
    }
    for (const match of literal.matchAll(CALL_SQL)) {
      if (schema.functions.has(match[1]))
        uses.push({ name: `${match[1]}()`, kind: 'read', line, how: 'call' });
    }
    const bare = BARE_TABLE.exec(literal);
    if (bare && schema.tables.has(bare[1])) uses.push({ name: bare[1], kind: 'read', line, how: 'name' });
  };

  const visit = (node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) scanSql(node.text, node);
    if (ts.isTemplateExpression(node)) {
      scanSql(node.head.text, node, node.templateSpans[0]?.expression);
      node.templateSpans.forEach((span, index) => {
        scanSql(span.literal.text, span, node.templateSpans[index + 1]?.expression);
      });
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text)
    ) {
      const [target] = node.arguments;
      const table = target && ts.isIdentifier(target) ? tableBindings.get(target.text) : undefined;
      if (table)
        uses.push({ name: table, kind: 'write', line: at(node), how: `.${node.expression.name.text}()` });
    }
    if (ts.isIdentifier(node) && tableBindings.has(node.text)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isName)
        uses.push({ name: tableBindings.get(node.text), kind: 'read', line: at(node), how: 'Drizzle' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
};

/** Problems found in the repository at `root`, each as `file:line: what`. */
export const checkTableOwners = (root = '.') => {
  const schema = readSchema(root);
  const architecture = join(root, 'ARCHITECTURE.md');
  const { owners, problems } = readOwners(readFileSync(architecture, 'utf8'));
  const features = new Set(
    existsSync(join(root, FEATURES_DIR))
      ? readdirSync(join(root, FEATURES_DIR)).filter((name) =>
          statSync(join(root, FEATURES_DIR, name)).isDirectory(),
        )
      : [],
  );
  features.add('shared');

  const known = new Set([...schema.tables, ...[...schema.functions].map((name) => `${name}()`)]);
  for (const name of known) {
    if (!owners.has(name))
      problems.push(`ARCHITECTURE.md: ${name} has no owner in "Tables and their owners"`);
  }
  for (const [name, { owner, readers, writers, line }] of owners) {
    if (!known.has(name))
      problems.push(`ARCHITECTURE.md:${line}: ${name} is neither a table nor a function of packages/db`);
    const writerFeatures = [...writers].map((writer) => writer.split('/')[0]);
    for (const feature of [owner, ...readers, ...writerFeatures]) {
      if (!features.has(feature))
        problems.push(`ARCHITECTURE.md:${line}: ${name} names ${feature || 'no owner'}, not a feature`);
    }
  }

  const exceptionsUsed = new Set();
  const files = filesUnder(join(root, API_DIR));
  for (const file of files) {
    const feature = featureOf(root, file);
    if (!feature) continue;
    const path = relative(root, file).split(sep).join('/');
    const seen = new Set();
    for (const use of usesIn(path, readFileSync(file, 'utf8'), schema)) {
      const where = `${path}:${use.line}`;
      if (use.kind === 'hidden') {
        problems.push(
          `${where}: ${use.how} names its table in an expression; write each table's statement out`,
        );
        continue;
      }
      const entry = owners.get(use.name);
      if (!entry || entry.owner === feature) continue;
      const key = `${use.kind} ${use.name} ${use.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const exception = `${feature}/${path.split('/').pop()}`;
      const excepted = use.kind === 'write' && entry.writers.has(exception);
      if (excepted) exceptionsUsed.add(`${entry.line} ${exception}`);
      if (use.kind === 'write' && !excepted) {
        problems.push(`${where}: ${feature} writes ${use.name} (${use.how}), which ${entry.owner} owns`);
      } else if (use.kind === 'read' && !entry.readers.has(feature)) {
        problems.push(
          `${where}: ${feature} reads ${use.name} (${use.how}) but is not among its readers in ARCHITECTURE.md`,
        );
      }
    }
  }
  // An exception whose file no longer writes its row's tables goes from the list: it only shrinks.
  const rows = new Map([...owners].map(([name, entry]) => [entry.line, { ...entry, name }]));
  for (const [line, { name, writers }] of rows) {
    for (const writer of writers) {
      if (!exceptionsUsed.has(`${line} ${writer}`)) {
        problems.push(
          `ARCHITECTURE.md:${line}: ${writer.replace('/', ': ')} no longer writes ${name}; take the exception out`,
        );
      }
    }
  }
  return problems;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkTableOwners('.');
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} table ownership problem(s): see ARCHITECTURE.md "Tables and their owners".`,
    );
    process.exit(1);
  }
  console.log('Every table and SQL function is written by its owner and read by its listed readers.');
}
