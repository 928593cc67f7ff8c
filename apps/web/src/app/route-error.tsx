import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';

/** Shown when a page fails: a chunk that would not load gets a reload prompt (docs/product.md#texts). */
export function RouteError() {
  const error = useRouteError();
  const isChunkError =
    error instanceof Error &&
    (error.name === 'ChunkLoadError' ||
      /dynamically imported module|Importing a module script failed/.test(error.message));
  return (
    <main className="container page narrow" id="main">
      <h1>{isChunkError ? 'This page could not load' : 'Something went wrong'}</h1>
      <p>
        {isChunkError
          ? 'Your connection may have dropped, or Shuttle was just updated. Reload to try again.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'Please try again. If it keeps happening, contact support.'}
      </p>
      <p className="row">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn--ghost" to={paths.home}>
          Go home
        </Link>
      </p>
    </main>
  );
}
