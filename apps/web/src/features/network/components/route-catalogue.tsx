import { type CatalogueRoute, formatNaira } from '@shuttle/contracts';
import { useRouteCatalogue } from '../api/get-route-catalogue.ts';
import './route-catalogue.css';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Mon-Fri", "Sat" or "Mon, Wed" for the spec's day numbers (Sunday=1 ... Saturday=7). */
export function daysText(days: number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.join() === '2,3,4,5,6') return 'Mon–Fri';
  return sorted.map((day) => DAY_NAMES[day - 1] ?? String(day)).join(', ');
}

function departuresText(route: CatalogueRoute): { days: string; times: string }[] {
  const byDays = new Map<string, string[]>();
  for (const departure of route.departures) {
    const days = daysText(departure.days_of_week);
    byDays.set(days, [...(byDays.get(days) ?? []), departure.departure_time]);
  }
  return [...byDays].map(([days, times]) => ({ days, times: times.join(', ') }));
}

interface RouteCatalogueProps {
  onChooseRoute: (route: CatalogueRoute) => void;
}

/** Every route riders can book: its stops in order, departures and fares from the first stop. */
export function RouteCatalogue({ onChooseRoute }: RouteCatalogueProps) {
  const catalogue = useRouteCatalogue();
  if (catalogue.isPending) return <p className="muted">Loading routes…</p>;
  if (catalogue.isError)
    return <p className="form-error">The routes could not be loaded. Please try again.</p>;
  return (
    <ul className="catalogue">
      {catalogue.data.map((route) => (
        <li key={route.id} className="card catalogue__route">
          <header className="catalogue__header">
            <h2>
              <span className="catalogue__code">{route.code}</span> {route.name}
            </h2>
            <button type="button" className="btn btn--primary" onClick={() => onChooseRoute(route)}>
              Book on {route.code}
            </button>
          </header>
          <ol className="catalogue__stops">
            {route.stops.map((stop) => (
              <li key={stop.id}>
                <span>{stop.location}</span>
                <span className="muted small">
                  {stop.minutes_from_start === 0 ? 'start' : `+${stop.minutes_from_start} min`}
                  {stop.fare_from_first_stop_kobo === null
                    ? ''
                    : ` · from ${formatNaira(stop.fare_from_first_stop_kobo)}`}
                </span>
              </li>
            ))}
          </ol>
          <dl className="catalogue__departures">
            {departuresText(route).map((group) => (
              <div key={group.days}>
                <dt>{group.days}</dt>
                <dd>{group.times}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
