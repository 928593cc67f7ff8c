import { useParams } from 'react-router';
import { DataExportDownload } from '../../../../features/account/components/data-rights.tsx';
import { session } from '../../../../lib/session.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Download your data | Shuttle',
};

/** The page the emailed link opens: the zip comes with this device's session. */
export function Component() {
  const current = session.get();
  const { exportId = '' } = useParams();
  if (!current) return null;
  return (
    <section className="account-section" aria-labelledby="data-export-page-heading">
      <h1 id="data-export-page-heading">Download your data</h1>
      <DataExportDownload userId={current.userId} exportId={exportId} />
    </section>
  );
}
