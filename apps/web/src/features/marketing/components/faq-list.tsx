import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { marketingConfig } from '../config.ts';
import './marketing.css';

interface Question {
  question: string;
  answer: ReactNode;
}

const support = <a href={`mailto:${marketingConfig.supportEmail}`}>{marketingConfig.supportEmail}</a>;

const RIDER_QUESTIONS: Question[] = [
  {
    question: 'Where does Shuttle operate?',
    answer: (
      <p>
        For now we run only in Lagos, on the main commuter corridors: Ikorodu Road, the Lekki-Epe Expressway,
        Third Mainland Bridge, the Lagos-Badagry Expressway, Agege Motor Road and the Lagos-Ibadan Expressway.
        New routes open as riders ask for them, so tell us where you travel.
      </p>
    ),
  },
  {
    question: 'How do I book a ride?',
    answer: (
      <p>
        Choose your pick-up and destination bus stops on the home page, pick a date and select Find tickets
        and prices. Choose a departure time, confirm, and the fare is paid from your wallet. You can book a
        one-way trip, a return trip, or a subscription for the days you commute.
      </p>
    ),
  },
  {
    question: 'How much does a ride cost?',
    answer: (
      <p>
        The fare depends on where you board, where you get off and the departure time. You always see the full
        price in naira before you confirm, and nothing is charged until you do.
      </p>
    ),
  },
  {
    question: 'How do I pay?',
    answer: (
      <p>
        Rides are paid from your Shuttle wallet. Top it up by card, or by bank transfer to the account number
        shown in your wallet. If your employer uses Shuttle for Business, you can also pay from the company
        wallet.
      </p>
    ),
  },
  {
    question: 'Can I cancel a ride and get my money back?',
    answer: (
      <>
        <p>
          Yes. Cancel at least an hour before the day of the ride, that is by 11:00 pm the evening before. The
          refund goes back to your wallet instantly, and you can use it for your next booking.
        </p>
        <p>Rides can no longer be cancelled after that time, because your seat has been held for you.</p>
      </>
    ),
  },
  {
    question: 'Will I be charged again automatically?',
    answer: (
      <p>
        No. There are no recurring charges. A subscription is billed weekly, only for the rides you booked,
        and it ends after the number of weeks you chose (one to four). It is never renewed without you.
      </p>
    ),
  },
  {
    question: 'How do I board the bus?',
    answer: (
      <p>
        Show the QR code of your booking in the app to the driver, or give the driver your Shuttle mobility
        card once you have linked it on your account page: the driver holds it to their phone or types the
        number printed on it. Be at your bus stop five minutes before the pick-up time.
      </p>
    ),
  },
  {
    question: 'Can I bring luggage?',
    answer: (
      <p>
        Yes. Add your luggage when you book, from one to ten pieces, so that the driver keeps room for it.
      </p>
    ),
  },
  {
    question: 'How do I reach support?',
    answer: (
      <p>
        Write to {support} or use the chat in the app, Monday to Saturday from 6:00 am to 9:00 pm. For a
        question about a booking, include the date and the route.
      </p>
    ),
  },
];

const DRIVER_QUESTIONS: Question[] = [
  {
    question: 'What do I need to drive with Shuttle?',
    answer: (
      <p>
        A valid driver's licence, your academic certificates and, in some cases, a guarantor. Start on the{' '}
        <Link to={paths.driveForUs}>Drive for us</Link> page with Sign up to drive.
      </p>
    ),
  },
  {
    question: 'How long does the screening take?',
    answer: (
      <p>
        From a couple of hours to a few days, depending on the checks your documents need. We schedule it with
        you after you sign up.
      </p>
    ),
  },
  {
    question: 'Do I need my own bus?',
    answer: (
      <p>
        No. Drivers drive buses from our partners' fleets. If you own vehicles and want them on our routes,
        apply as a <Link to={paths.busPartners}>bus partner</Link> instead.
      </p>
    ),
  },
  {
    question: 'When do I start driving?',
    answer: (
      <p>
        As soon as your screening is complete, you get the driver app with your first trips, and you are good
        to go.
      </p>
    ),
  },
  {
    question: 'Who do I call with a question about my application?',
    answer: <p>Write to {support} with the email address you signed up with.</p>,
  },
];

function QuestionGroup({ id, title, questions }: { id: string; title: string; questions: Question[] }) {
  return (
    <section className="faq-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {questions.map((item) => (
        // One item open at a time: details elements sharing a name form an exclusive accordion.
        <details key={item.question} name="faq" className="faq__item">
          <summary>{item.question}</summary>
          <div className="faq__answer">{item.answer}</div>
        </details>
      ))}
    </section>
  );
}

/** The FAQ for riders and drivers (docs/product.md#routes and docs/product.md#constants). */
export function FaqList() {
  return (
    <>
      <QuestionGroup id="faq-riders" title="For riders" questions={RIDER_QUESTIONS} />
      <QuestionGroup id="faq-drivers" title="For drivers" questions={DRIVER_QUESTIONS} />
    </>
  );
}
