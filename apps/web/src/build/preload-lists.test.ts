import { describe, expect, it } from 'vitest';
import { type BuiltFiles, preloadLists, staticallyLoaded } from './preload-lists.ts';

/** A build shaped like the real one: the entry, the framework, a page and what it shares. */
const built: BuiltFiles = {
  'assets/index.js': { type: 'chunk', isEntry: true, imports: ['assets/runtime.js', 'assets/framework.js'] },
  'assets/runtime.js': { type: 'chunk' },
  'assets/framework.js': { type: 'chunk', imports: ['assets/runtime.js'] },
  'assets/login-form.js': { type: 'chunk', imports: ['assets/framework.js', 'assets/texts.js'] },
  'assets/texts.js': { type: 'chunk', imports: ['assets/framework.js'] },
  'assets/query.js': { type: 'chunk', imports: ['assets/framework.js', 'assets/texts.js'] },
  'assets/login.js': { type: 'chunk', imports: ['assets/query.js', 'assets/texts.js'] },
  'assets/login.css': { type: 'asset' },
};

/** The trimming as Vite runs it: after the plugin has seen the files. */
function resolverOf(files: BuiltFiles) {
  const { plugin, resolveDependencies } = preloadLists();
  const generateBundle = plugin.generateBundle as unknown as (options: unknown, bundle: BuiltFiles) => void;
  generateBundle({}, files);
  return resolveDependencies;
}

describe('preload lists', () => {
  it('knows what has run once a chunk has: it and its static imports, transitively', () => {
    expect([...staticallyLoaded(built, ['assets/login-form.js'])].sort()).toEqual([
      'assets/framework.js',
      'assets/login-form.js',
      'assets/runtime.js',
      'assets/texts.js',
    ]);
  });

  it('leaves out the imported chunk, the entry’s imports and the importing chunk’s own', () => {
    const resolve = resolverOf(built);
    // The login form imports the login call on demand: the texts it already has, the framework
    // the entry has, and the call's own chunk its import() asks for.
    const deps = ['assets/login.js', 'assets/query.js', 'assets/texts.js', 'assets/framework.js'];
    expect(resolve('assets/login.js', deps, { hostId: 'assets/login-form.js', hostType: 'js' })).toEqual([
      'assets/query.js',
    ]);
    // From the entry, which has not loaded the texts, they are still named.
    expect(resolve('assets/login.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/query.js',
      'assets/texts.js',
    ]);
  });

  it('keeps the list of the page’s HTML as Vite made it', () => {
    const resolve = resolverOf(built);
    const deps = ['assets/framework.js', 'assets/runtime.js'];
    expect(resolve('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
