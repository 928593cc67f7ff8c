import { useSearchParams } from 'react-router';

/**
 * A screen's filter kept in the address, so a view can be shared: `update` sets or removes
 * (empty) each key given and goes back to the first page unless it is given a page.
 */
export function useAddressFilter() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return { params, update };
}
