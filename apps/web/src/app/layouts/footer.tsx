import { Link } from 'react-router';
import { ClientOnly } from '../../components/ui/client-only.tsx';
import { paths } from '../../config/paths.ts';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div>
          <p className="footer__brand">Shuttle</p>
          <p className="muted">Comfortable, affordable commuter shuttles. Now serving Lagos.</p>
        </div>
        <nav aria-label="Company">
          <h2 className="footer__heading">Company</h2>
          <Link to={paths.howItWorks}>How it works</Link>
          <Link to={paths.business}>Business</Link>
          <Link to={paths.busPartners}>Bus partners</Link>
          <Link to={paths.sheMoves}>She Moves</Link>
        </nav>
        <nav aria-label="Help">
          <h2 className="footer__heading">Help</h2>
          <Link to={paths.faq}>FAQ</Link>
          <Link to={paths.charter}>Charter a bus</Link>
          <Link to={paths.driveForUs}>Drive for us</Link>
          <Link to={paths.privacyPolicy}>Privacy policy</Link>
        </nav>
      </div>
      <p className="container footer__legal">
        {/* The year of the visitor's clock, not the build's: prerendered pages outlive New Year. */}©{' '}
        <ClientOnly fallback={null}>{new Date().getFullYear()} </ClientOnly>Shuttle. Lagos, Nigeria.
      </p>
    </footer>
  );
}
