import { DataExportPanel, DeleteAccountForm } from '../../../../features/account/components/data-rights.tsx';
import { session } from '../../../../lib/session.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Your data | Shuttle',
};

export function Component() {
  const current = session.get();
  if (!current) return null;
  return (
    <section className="account-section stack" aria-labelledby="your-data-heading">
      <h1 id="your-data-heading">Your data</h1>
      <DataExportPanel userId={current.userId} />
      <DeleteAccountForm userId={current.userId} />
    </section>
  );
}
