import { SheMovesPage } from '../../../features/marketing/components/she-moves-page.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('She Moves'),
  description:
    'She Moves pairs women aged 18 to 45 in Lagos with mentors from their industry and gets them to work in safe, comfortable rides.',
};

export function Component() {
  return <SheMovesPage />;
}
