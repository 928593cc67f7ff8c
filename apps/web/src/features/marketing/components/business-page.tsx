import { useState } from 'react';
import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { marketingConfig } from '../config.ts';
import { FeedbackDialog } from './form-dialogs.tsx';
import { PageHero } from './page-hero.tsx';

const FEATURES = [
  {
    title: 'Business dashboard',
    body: 'One place for your company account: rides taken, seats booked for tomorrow and what each team spends.',
  },
  {
    title: 'Compare and book tickets',
    body: 'Compare routes, departure times and fares, and book seats for your staff in a few clicks.',
  },
  {
    title: 'Reports',
    body: 'Download monthly reports of trips and spend per employee, ready for finance and HR.',
  },
  {
    title: 'Employee management',
    body: 'Invite employees, remove leavers and see who rides where, without paperwork.',
  },
  {
    title: 'Central payment',
    body: 'Fund one company wallet by card or bank transfer and stop reimbursing transport claims.',
  },
  {
    title: 'A wallet shared by your team',
    body: 'Split the corporate wallet across team members with a weekly or monthly allowance for each.',
  },
];

/** docs/product.md#overview and docs/product.md#routes: the corporate offering; Get Started leaves for the business site. */
export function BusinessPage() {
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  return (
    <>
      <PageHero
        eyebrow="Shuttle for Business"
        title="Get your team to work on time, every day"
        lead="A corporate transit platform for Lagos companies: book seats for your employees, pay from one wallet and see every trip on your business dashboard."
      >
        <a className="btn btn--primary" href={marketingConfig.businessSignupUrl} rel="noopener">
          Get Started
        </a>
        <button type="button" className="btn btn--ghost" onClick={() => setIsFeedbackOpen(true)}>
          Get in touch
        </button>
      </PageHero>
      {/* Text alone, hydrated as it was prerendered (docs/decisions/286). */}
      <StaticMarkup as="section" className="section" aria-labelledby="business-features">
        <div className="container">
          <h2 id="business-features">Everything your admins need</h2>
          <ul className="features">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </StaticMarkup>
      <section className="section">
        <div className="container">
          <div className="callout">
            <div>
              <h2>Planning staff transport for a team?</h2>
              <p>Tell us where your people live and when they start; we will suggest routes and a budget.</p>
            </div>
            <button type="button" className="btn btn--secondary" onClick={() => setIsFeedbackOpen(true)}>
              Get in touch
            </button>
          </div>
        </div>
      </section>
      <FeedbackDialog isOpen={isFeedbackOpen} onClose={() => setIsFeedbackOpen(false)} />
    </>
  );
}
