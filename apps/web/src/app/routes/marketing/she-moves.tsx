import { SheMovesPage } from '../../../features/marketing/components/she-moves-page.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'She Moves | Shuttle',
};

export function Component() {
  return <SheMovesPage />;
}
