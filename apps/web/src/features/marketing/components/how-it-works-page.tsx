import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { marketingConfig } from '../config.ts';
import { PageHero } from './page-hero.tsx';
import { StepList } from './step-list.tsx';
import { VideoEmbed } from './video-embed.tsx';

const STEPS = [
  {
    title: 'Sign up online',
    body: 'Create your free account with your name, email and phone number, then top up your wallet by card or bank transfer.',
  },
  {
    title: 'Book a ride',
    body: 'Pick your bus stop and destination, choose a departure time and reserve your seat: one way, return, or a weekly subscription.',
  },
  {
    title: 'Download the app',
    body: 'Keep your boarding pass in your pocket, get a reminder before pick-up and follow your bus live on the map.',
  },
  {
    title: 'Sit back and relax',
    body: 'Board with your QR code or mobility card, take your reserved seat in an air-conditioned bus, and let us do the driving.',
  },
];

/**
 * docs/product.md#routes: the four steps, the video, the support contact and the Lagos-only note.
 * All but the video's poster is text, hydrated as it was prerendered (docs/decisions/286).
 */
export function HowItWorksPage() {
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="Your seat is booked before you leave home"
        lead="Shuttle runs comfortable buses on fixed routes and timetables across Lagos. You book a seat, we pick you up at your bus stop and drop you close to work."
      />
      <StaticMarkup as="section" className="section">
        <div className="container">
          <h2 className="visually-hidden">Four steps</h2>
          <StepList steps={STEPS} />
        </div>
      </StaticMarkup>
      <section className="section section--alt" aria-labelledby="video-heading">
        <div className="container">
          <h2 id="video-heading">Watch how it works</h2>
          <VideoEmbed videoId={marketingConfig.howItWorksVideoId} title="How Shuttle works" />
        </div>
      </section>
      <StaticMarkup as="section" className="section" aria-labelledby="support-heading">
        <div className="container stack">
          <h2 id="support-heading">Need a hand?</h2>
          <p>
            Our support team answers at{' '}
            <a href={`mailto:${marketingConfig.supportEmail}`}>{marketingConfig.supportEmail}</a> and in the
            app's chat, Monday to Saturday from 6:00 am to 9:00 pm.
          </p>
          <p className="note">Shuttle currently operates in Lagos only.</p>
        </div>
      </StaticMarkup>
    </>
  );
}
