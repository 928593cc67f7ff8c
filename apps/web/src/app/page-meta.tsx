import { useEffect } from 'react';
import { useMatches } from 'react-router';

/**
 * What a page says about itself: its document title (docs/decisions/175). A route module exports
 * it as `handle`; the prerender writes it into the page's head, and in-app navigation sets it.
 * The public pages' descriptions live in the prerender's list (scripts/prerender.ts): only the
 * build needs them.
 */
export interface PageMeta {
  title: string;
}

/**
 * index.html's title: the pages that name none keep it. The others write theirs in full as
 * "Page | Shuttle", strings only: a helper imported by every route module became a chunk of
 * its own, which the first loads paid for.
 */
export const DEFAULT_TITLE = 'Shuttle: commuter shuttles across Lagos';

/** The deepest matched route that names its page: a child's title wins over its layout's. */
export const pageTitleOf = (matches: readonly { handle?: unknown }[]) =>
  (matches.findLast((match) => (match.handle as PageMeta | undefined)?.title)?.handle as PageMeta | undefined)
    ?.title ?? DEFAULT_TITLE;

/** Keeps `document.title` in step with the page as the rider moves around the app. */
export function DocumentTitle() {
  const matches = useMatches();
  useEffect(() => {
    document.title = pageTitleOf(matches);
  }, [matches]);
  return null;
}
