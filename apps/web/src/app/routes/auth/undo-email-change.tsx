import { useParams } from 'react-router';
import { UndoEmailChange } from '../../../features/account/components/undo-email-change.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Undo an email change | Shuttle',
};

/** `/email-change/{token}`: the link emailed to the old address when the email changed. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <section className="container page narrow">
      <div className="card">
        <UndoEmailChange key={token} token={token} />
      </div>
    </section>
  );
}
