import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { PageMeta } from '../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Page not found | Shuttle',
};

export function Component() {
  return (
    <section className="container page narrow">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be wrong.</p>
      <Link className="btn btn--primary" to={paths.home}>
        Back to home
      </Link>
    </section>
  );
}
