import { createElement, type HTMLAttributes, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';

/** Marks a static part in the markup, by its `useId`, which hydration gives it again. */
const MARKER = 'data-static-markup';

interface StaticMarkupProps extends HTMLAttributes<HTMLElement> {
  /** The element the part is: it is rendered with the other props, the children inside it. */
  as: 'div' | 'section';
  children: ReactNode;
}

/**
 * A part of a prerendered page that nothing changes once the page has loaded: text, pictures,
 * links. While React hydrates the page it keeps the part's prerendered markup as it is and walks
 * nothing inside it: no fiber, props or handler for its text. The children are not even rendered,
 * so a lazy part's code is not loaded (docs/decisions/286). Any later render, such as a navigation back to the page, renders the
 * children as usual.
 *
 * Only a part that is being hydrated finds its element: `useId` gives it the id the prerender
 * wrote, while a part mounted in the browser gets an id no element has yet.
 */
export function StaticMarkup({ as, children, ...props }: StaticMarkupProps) {
  const id = useId();
  // Read once: the part stays the prerendered markup for as long as it is on screen.
  const [prerenderedHtml] = useState(
    () => globalThis.document?.querySelector(`[${MARKER}="${id}"]`)?.innerHTML,
  );
  const navigate = useNavigate();
  // The prerendered links are plain `<a>` elements, not React Router's `Link`: a click on one of
  // the site's own goes through the router, as `Link` would, so the page does not load again.
  const followSiteLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.origin !== location.origin || event.defaultPrevented) return;
    if (event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  return prerenderedHtml === undefined
    ? createElement(as, { ...props, [MARKER]: id }, children)
    : createElement(as, {
        ...props,
        [MARKER]: id,
        onClick: followSiteLink,
        // React checks nothing inside: the markup is the one it was rendered from.
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: { __html: prerenderedHtml },
      });
}
