import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { SUPPORT_CONTACTS, telLink, whatsappLink } from './support-contacts.ts';

interface SupportPageProps {
  /** Opens the chat widget; absent when no chat is configured in this build. */
  onOpenChat?: (() => void) | undefined;
  /** The FAQ is a page of the public site, which the embedded build does not carry. */
  showFaq: boolean;
}

export function SupportPage({ onOpenChat, showFaq }: SupportPageProps) {
  return (
    <section className="stack narrow" aria-labelledby="support-heading">
      <h1 id="support-heading">Support</h1>
      <p className="muted">We answer {SUPPORT_CONTACTS.hours}.</p>
      {onOpenChat ? (
        <div className="card stack">
          <h2>Chat with us</h2>
          <p>The quickest way to reach us: a person answers in the chat.</p>
          <Button onClick={onOpenChat}>Start a chat</Button>
        </div>
      ) : null}
      <dl className="card support-contacts">
        <dt>Phone</dt>
        <dd>
          <a href={telLink(SUPPORT_CONTACTS.phone)}>{SUPPORT_CONTACTS.phone}</a>
        </dd>
        <dt>WhatsApp</dt>
        <dd>
          <a href={whatsappLink(SUPPORT_CONTACTS.whatsapp)} rel="noreferrer" target="_blank">
            {SUPPORT_CONTACTS.whatsapp}
          </a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${SUPPORT_CONTACTS.email}`}>{SUPPORT_CONTACTS.email}</a>
        </dd>
      </dl>
      {showFaq ? (
        <p>
          Many answers are already in our <Link to={paths.faq}>frequently asked questions</Link>.
        </p>
      ) : null}
    </section>
  );
}
