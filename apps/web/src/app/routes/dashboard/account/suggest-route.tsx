import { RouteSuggestionList } from '../../../../features/account/components/route-suggestion-list.tsx';
import { SuggestRouteForm } from '../../../../features/account/components/suggest-route-form.tsx';
import { session } from '../../../../lib/session.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Suggest a route | Shuttle',
};

export function Component() {
  const current = session.get();
  if (!current) return null;
  return (
    <section className="account-section" aria-labelledby="suggest-heading">
      <h1 id="suggest-heading">Suggest a route</h1>
      <p className="muted">
        Tell us where a shuttle would help you, and when. We plan new routes from these.
      </p>
      <SuggestRouteForm userId={current.userId} />
      <RouteSuggestionList userId={current.userId} />
    </section>
  );
}
