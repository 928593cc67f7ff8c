import { formatNaira } from '@shuttle/contracts/money';
import type { PageMeta } from '../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Routes | Shuttle',
};

/** Hard-coded sample trips: this page is a placeholder, not wired to data (docs/product.md#routes). */
const SAMPLE_TRIPS = [
  { id: 1, route: 'Ikeja Along – Obalende', pickup: '06:30', arrival: '07:35', priceKobo: 65_000 },
  { id: 2, route: 'Ikeja Along – Obalende', pickup: '07:00', arrival: '08:10', priceKobo: 65_000 },
  { id: 3, route: 'Ikeja Along – Obalende', pickup: '07:30', arrival: '08:40', priceKobo: 65_000 },
];
const PER_PASSENGER_KOBO = 100_000;
const TOTAL_KOBO = 200_000;

export function Component() {
  return (
    <section className="container page narrow">
      <h1>Available trips</h1>
      <ul className="stack" aria-label="Sample trips">
        {SAMPLE_TRIPS.map((trip) => (
          <li key={trip.id} className="card">
            <p>
              <strong>{trip.route}</strong>
            </p>
            <p className="muted">
              Pickup {trip.pickup} · arrives {trip.arrival}
            </p>
            <p>{formatNaira(trip.priceKobo)}</p>
          </li>
        ))}
      </ul>
      <dl className="card">
        <dt>Per passenger</dt>
        <dd>{formatNaira(PER_PASSENGER_KOBO)}</dd>
        <dt>Total</dt>
        <dd>{formatNaira(TOTAL_KOBO)}</dd>
      </dl>
      <p>
        <button type="button" className="btn btn--primary">
          Proceed to payment
        </button>
      </p>
    </section>
  );
}
