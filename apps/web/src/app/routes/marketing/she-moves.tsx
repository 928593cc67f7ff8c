import { SheMovesPage } from '../../../features/marketing/components/she-moves-page.tsx';

export function Component() {
  return <SheMovesPage />;
}
