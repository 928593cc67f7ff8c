import { WalletPage } from '../../../features/wallet/components/wallet-page.tsx';
import { session } from '../../../lib/session.ts';

export function Component() {
  const current = session.get();
  if (!current) return null;
  return <WalletPage userId={current.userId} />;
}
