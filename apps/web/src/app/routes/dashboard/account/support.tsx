import { buildSettings } from '../../../../config/build-settings.ts';
import { SupportPage } from '../../../../features/account/components/support-page.tsx';
import { openSupportChat } from '../../../../lib/third-party.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Support | Shuttle',
};

export function Component() {
  return (
    <div className="account-section">
      <SupportPage
        onOpenChat={buildSettings.supportChatKey ? () => openSupportChat() : undefined}
        showFaq={!buildSettings.embeddedPartner}
      />
    </div>
  );
}
