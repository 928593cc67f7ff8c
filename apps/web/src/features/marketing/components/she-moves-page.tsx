import { Link } from 'react-router';
import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { paths } from '../../../config/paths.ts';
import { PageHero } from './page-hero.tsx';

const ROLES = [
  {
    scope: 'participant',
    title: 'Participant',
    body: 'Women aged 18 to 45 who want to grow their careers: get a mentor from your industry and safe, reserved seats on your daily commute.',
    action: 'Join as a participant',
  },
  {
    scope: 'mentor',
    title: 'Mentor',
    body: 'Share what you have learnt. Mentors give two hours a month, for one year, to guide a participant on the way to work.',
    action: 'Become a mentor',
  },
  {
    scope: 'driver',
    title: 'Driver',
    body: 'Women who drive to work and have seats to spare: carry programme participants along your route and earn from it.',
    action: 'Drive with She Moves',
  },
] as const;

/**
 * docs/product.md#public-forms: the programme and its three ways in. Text and links alone, hydrated
 * as they were prerendered (docs/decisions/286).
 */
export function SheMovesPage() {
  return (
    <>
      <PageHero
        eyebrow="She Moves"
        title="Mentoring on the move, for women in Lagos"
        lead="She Moves pairs women aged 18 to 45 with mentors from their industry, and gets them to work in safe, comfortable rides. Your commute becomes the hour that moves your career forward."
      />
      <StaticMarkup as="section" className="section" aria-labelledby="roles-heading">
        <div className="container">
          <h2 id="roles-heading">Choose how you take part</h2>
          <div className="roles">
            {ROLES.map((role) => (
              <div key={role.scope} className="card">
                <h3>{role.title}</h3>
                <p>{role.body}</p>
                <Link className="btn btn--primary" to={paths.sheMovesDetails(role.scope)}>
                  {role.action}
                </Link>
              </div>
            ))}
          </div>
        </div>
      </StaticMarkup>
      <StaticMarkup as="section" className="section section--alt">
        <div className="container stack">
          <h2>What to expect</h2>
          <ul>
            <li>A short registration, then a call from the programme team within a week.</li>
            <li>Participants are matched with a mentor by industry and by route.</li>
            <li>Mentors commit two hours a month for one year, on the commute or at a time you agree.</li>
            <li>Every ride is booked in the Shuttle app and paid as the package you choose.</li>
          </ul>
        </div>
      </StaticMarkup>
    </>
  );
}
