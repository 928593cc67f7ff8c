import { marketingConfig } from '../config.ts';
import './marketing.css';

/** The privacy policy (docs/product.md#routes): every section the spec lists, effective 1 November 2017. */
export function PrivacyPolicy() {
  return (
    <article className="policy">
      <p className="muted">
        Effective date: <time dateTime="2017-11-01">1 November 2017</time>
      </p>
      <p>
        This policy explains what personal information Shuttle collects when you use our website, our apps and
        our shuttles in Lagos, what we do with it, and the choices you have. By using Shuttle you agree to the
        practices it describes.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong> you give us: your first and last name, email address, phone number,
          city and password (which we store only in a form that cannot be read back).
        </li>
        <li>
          <strong>Trip details</strong>: the bus stops, dates and times you search for and book, your bookings
          and cancellations, and when you board.
        </li>
        <li>
          <strong>Payment details</strong>: your wallet top-ups and transfers. Card numbers are handled by our
          payment provider and never reach our servers.
        </li>
        <li>
          <strong>Forms you send</strong>: charter requests, applications to drive or to partner with us,
          programme registrations and feedback, with any document you attach.
        </li>
        <li>
          <strong>Device and usage information</strong>: the type of device and browser, pages visited and, in
          the app and only while you allow it, your location, so that we can show your bus approaching.
        </li>
      </ul>

      <h2>How we use your information</h2>
      <ul>
        <li>To create and secure your account, and to verify your email address.</li>
        <li>To reserve your seats, charge and refund your wallet, and send your boarding passes.</li>
        <li>To tell you about your trips: reminders, delays, changes and receipts.</li>
        <li>To answer your requests and applications, and to help you when you contact support.</li>
        <li>To plan new routes and departure times from where and when riders travel.</li>
        <li>To prevent fraud and abuse, and to meet our legal obligations.</li>
      </ul>
      <p>
        We do not sell your personal information. We share it only with the providers who run parts of the
        service for us (payments, email, hosting), under contracts that keep it confidential, or when the law
        requires it.
      </p>

      <h2>How we protect your information</h2>
      <p>
        Your information travels over encrypted connections and is kept on servers with restricted access.
        Passwords are stored as salted one-way hashes. Documents you upload are stored apart from the website
        and are seen only by the staff who review them. No system is perfectly secure, so please keep your
        password to yourself and tell us at once if you think your account has been used by someone else.
      </p>

      <h2>Children under 13</h2>
      <p>
        Shuttle is not meant for children under 13, and we do not knowingly collect information from them. If
        you believe a child under 13 has given us personal information, contact us and we will delete it.
      </p>

      <h2>Your choices and opting out</h2>
      <ul>
        <li>You can correct your name, phone number and email address in your account at any time.</li>
        <li>
          You can opt out of marketing emails with the unsubscribe link in any of them; messages about your
          trips and your account will still reach you.
        </li>
        <li>You can turn off location and notifications in your phone's settings.</li>
        <li>
          You can download a copy of your data at any time: in your account, open Your data and choose
          Download my data. We prepare one zip file with your profile, bookings, rides, wallet lines,
          notifications and the forms you sent us, and email you a link to it, which works for 24 hours.
        </li>
        <li>
          You can delete your account on the same page with your password, once no rides are booked ahead and
          your wallet is empty. Your name, email address, phone number, picture and cards are removed at once;
          records of past payments and rides are kept without them, as the law requires for the books. You can
          register again with the same email address later.
        </li>
      </ul>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy as the service changes. When we do, we change the effective date above, and
        if the change is significant we tell you by email or in the app before it applies.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about this policy or your information? Write to{' '}
        <a href={`mailto:${marketingConfig.supportEmail}`}>{marketingConfig.supportEmail}</a>, and we will
        answer within five working days.
      </p>
    </article>
  );
}
