// `npm run lint:docs`: the repository explains itself. Every pointer in code, tests and docs leads
// to a file inside it (docs/code-style.md#comments-and-decisions): this fails, listing file:line,
// on a pointer to a document kept outside the repository, on a `docs/...md` link to a file that
// does not exist, and on a `#section` of one of those links that the file has no heading for.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// Documents that live outside the repository.
const OUTSIDE = [
  // The folder beside the repository; `../shared/x.ts` (an import of apps/api/src/shared) is code.
  {
    name: 'the folder beside the repository',
    pattern: /\.\.\/shared(?!\/[a-z0-9][\w.-]*\.(?:ts|tsx|js|mjs)\b)/,
  },
  { name: 'DESIGN.md', pattern: /\bDESIGN\.md\b/ },
  { name: 'QUALITY.md', pattern: /\bQUALITY\.md\b/ },
  { name: 'STYLE.md', pattern: /\bSTYLE\.md\b/ },
  { name: 'a numbered section of an outside document', pattern: /\b(?:DESIGN|QUALITY|STYLE) (?:R?\d)/ },
  { name: 'the product spec', pattern: /product-spec/ },
  { name: 'a numbered section of the product spec', pattern: /\b[Ss]pec sections? \d/ },
  { name: 'a numbered section of the product spec', pattern: /\b[Ss]pec\b.*\(section \d/ },
];

const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|mp4|webm|pdf|zip|gz|wasm|lockb)$/i;
// This script and its test name the very pointers they refuse.
const SKIP = new Set(['package-lock.json', 'scripts/check-doc-refs.mjs', 'scripts/check-doc-refs.test.mjs']);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
const anchorsOf = (markdown) => {
  const seen = new Map();
  const anchors = new Set();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

const anchorCache = new Map();
const hasAnchor = (path, anchor) => {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
  return anchorCache.get(path).has(anchor.toLowerCase());
};

/** Problems of one file's text, each as `file:line: what`. */
export const checkText = (file, text, root = '.') => {
  const problems = [];
  const isMarkdown = file.endsWith('.md');
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const { name, pattern } of OUTSIDE) {
      if (pattern.test(line)) problems.push(`${at}: points outside the repository (${name}): ${line.trim()}`);
    }
    const links = [];
    // docs/... paths written from the repository root, in code comments and prose alike.
    for (const match of line.matchAll(/(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g)) {
      links.push({ target: match[1], anchor: match[2], from: root });
    }
    // Relative Markdown links: [text](other.md#section), resolved from the linking file.
    if (isMarkdown) {
      for (const match of line.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+\.md)(?:#([^)\s]+))?\)/g)) {
        if (match[1].startsWith('docs/')) continue;
        links.push({ target: match[1], anchor: match[2], from: join(root, dirname(file)) });
      }
    }
    for (const { target, anchor, from } of links) {
      const path = normalize(join(from, target));
      if (!existsSync(path)) problems.push(`${at}: links to ${target}, which does not exist`);
      else if (anchor && !hasAnchor(path, anchor))
        problems.push(`${at}: links to ${target}#${anchor}, a section ${target} does not have`);
    }
  });
  return problems;
};

const listFiles = () =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !SKIP.has(file) && !BINARY.test(file) && existsSync(file));

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const file of listFiles()) {
    const text = readFileSync(file, 'utf8');
    if (text.includes('\0')) continue;
    problems.push(...checkText(file, text));
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} pointer(s) to fix: link to docs/ inside the repository instead.`);
    process.exit(1);
  }
  console.log('Doc references: every pointer leads inside the repository.');
}
