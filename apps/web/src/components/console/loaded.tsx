import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { FormError } from '../ui/field.tsx';

interface LoadedProps<Data> {
  query: { data: Data | undefined; isError: boolean; error: unknown };
  /** Said while the first answer is awaited; nothing without it. */
  loading?: string;
  children: (data: Data) => ReactNode;
}

/**
 * A console list's states: the error (kept above the data when a refetch fails), the loading
 * line, then what the data renders.
 */
export function Loaded<Data>({ query, loading, children }: LoadedProps<Data>) {
  return (
    <>
      {query.isError ? <FormError message={errorMessage(query.error)} /> : null}
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError || !loading ? null : (
        <p className="muted">{loading}</p>
      )}
    </>
  );
}
