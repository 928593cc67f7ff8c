import { useEffect } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router';

/**
 * What a page says about itself: its document title (docs/decisions/175). A route module exports
 * it as `handle`; the prerender writes it into the page's head, and in-app navigation sets it.
 * The public pages' descriptions live in the prerender's list (scripts/prerender.ts): only the
 * build needs them.
 */
export interface PageMeta {
  title: string;
}

/** A page whose title depends on its query (`/she-moves-details?scope=`) names it with a function. */
export type PageHandle = PageMeta | ((search: URLSearchParams) => PageMeta);

/**
 * index.html's title: the pages that name none keep it. The others write theirs in full as
 * "Page | Shuttle", strings only: a helper imported by every route module became a chunk of
 * its own, which the first loads paid for.
 */
export const DEFAULT_TITLE = 'Shuttle: commuter shuttles across Lagos';

/** The deepest matched route that names its page: a child's title wins over its layout's. */
export function pageMetaOf(
  matches: readonly Pick<UIMatch, 'handle'>[],
  search: URLSearchParams,
): PageMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as PageHandle | undefined;
    const meta = typeof handle === 'function' ? handle(search) : handle;
    if (meta?.title) return meta;
  }
  return undefined;
}

/** Keeps `document.title` in step with the page as the rider moves around the app. */
export function DocumentTitle() {
  const { search } = useLocation();
  const title = pageMetaOf(useMatches(), new URLSearchParams(search))?.title ?? DEFAULT_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
