import { WalletPage } from '../../../features/wallet/components/wallet-page.tsx';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Wallet | Shuttle',
};

export function Component() {
  const current = session.get();
  if (!current) return null;
  return <WalletPage userId={current.userId} />;
}
