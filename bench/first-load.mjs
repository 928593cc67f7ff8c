// The JavaScript a first visit to a page downloads: the entry chunk and the page's lazy route
// module, each with everything it imports statically (read from Vite's build manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pages whose first load is budgeted, by the route module that renders them. */
export const BUDGETED_PAGES = [
  { page: '/', module: 'src/app/routes/home.tsx' },
  { page: '/login', module: 'src/app/routes/auth/login.tsx' },
  { page: '/dashboard/home', module: 'src/app/routes/dashboard/home.tsx' },
];

export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

export function firstLoadFiles(manifest, distDir, moduleKey) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(join(distDir, chunk.file))) return;
    if (chunk.file.endsWith('.js')) files.add(join(distDir, chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (moduleKey) visit(moduleKey);
  return [...files];
}
