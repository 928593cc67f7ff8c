import { useEffect } from 'react';
import { buildSettings } from '../../config/build-settings.ts';
import { useUser } from '../../features/auth/api/get-user.ts';

/**
 * Loads the support chat widget for the signed-in rider once the page is interactive
 * (docs/product.md#overview). Rendered only by builds that name a chat key, so other builds carry none of it.
 */
export function SupportChatLoader() {
  const user = useUser().data;
  const key = buildSettings.supportChatKey;
  const rider = user && {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    email: user.email,
    phone: user.phone,
  };
  const riderId = rider?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget is told who the rider is once per rider
  useEffect(() => {
    if (!key || !rider) return;
    void import('../../lib/third-party.ts').then(({ loadSupportChat, whenInteractive }) =>
      whenInteractive(() => loadSupportChat({ key, host: buildSettings.supportChatHost }, rider)),
    );
  }, [key, riderId]);
  return null;
}
