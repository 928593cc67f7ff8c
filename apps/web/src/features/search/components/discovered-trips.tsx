import {
  type DiscoveredTrip,
  encodeSearchOptions,
  formatNaira,
  type RouteSearchOptions,
} from '@shuttle/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDiscovery } from '../api/discover-routes.ts';
import { JoinWaitlist } from './join-waitlist.tsx';
import './route-search.css';

let longDate: Intl.DateTimeFormat | undefined;

/**
 * "Monday 23 November" for a YYYY-MM-DD date. The formatter is made on first use: dashboard home
 * loads this module after its paint whether or not it shows trips, and a page's first `Intl`
 * formatter is slow to make (docs/decisions/189, 192).
 */
export function formatTripDate(date: string): string {
  longDate ??= new Intl.DateTimeFormat('en-NG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

export const isSoldOut = (trip: DiscoveredTrip) => trip.seats_available <= 0;

/** The booking step's address: the search and the chosen departures (spec-open, see ADR 022). */
export function bookTripPath(
  options: RouteSearchOptions,
  itineraryId: number,
  returnItineraryId?: number,
): string {
  const query = new URLSearchParams({
    options: encodeSearchOptions(options),
    itinerary: String(itineraryId),
  });
  if (returnItineraryId !== undefined) query.set('return_itinerary', String(returnItineraryId));
  return `${paths.dashboard.bookTrip}?${query}`;
}

function seatsText(trip: DiscoveredTrip): string {
  if (isSoldOut(trip)) return 'Sold out';
  return trip.seats_available === 1 ? '1 seat left' : `${trip.seats_available} seats left`;
}

interface TripListProps {
  title: string;
  trips: DiscoveredTrip[];
  chosenId: number | undefined;
  renderAction: (trip: DiscoveredTrip) => React.ReactNode;
}

function TripList({ title, trips, chosenId, renderAction }: TripListProps) {
  const first = trips[0];
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {first ? (
        <p className="muted">
          {first.pickup.stop.location} to {first.destination.stop.location}, {formatTripDate(first.trip_date)}
        </p>
      ) : null}
      {trips.length === 0 ? (
        <p className="muted">No shuttle runs between these stops on that day. Try another date.</p>
      ) : (
        <ul className="trips__list">
          {trips.map((trip) => (
            <li
              key={trip.itinerary_id}
              className={`trip${chosenId === trip.itinerary_id ? ' trip--chosen' : ''}`}
            >
              <div>
                <p className="trip__route">
                  {trip.route.code} · {trip.route.name}
                </p>
                <p className="trip__times">
                  Pickup <time>{trip.pickup.time}</time> · arrives <time>{trip.destination.time}</time>
                </p>
                <p className={`small${isSoldOut(trip) ? ' trip__seats--sold-out' : ''}`}>{seatsText(trip)}</p>
              </div>
              <div className="stack">
                <p className="trip__fare">{formatNaira(trip.fare_kobo)}</p>
                {renderAction(trip)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The trips a search found, by pickup time; choosing one (and for a return, one back) leads
 * to the booking step.
 */
export function DiscoveredTrips({ options }: { options: RouteSearchOptions }) {
  const discovery = useDiscovery(options);
  const [outboundId, setOutboundId] = useState<number>();
  const [returnId, setReturnId] = useState<number>();

  if (discovery.isPending) return <p className="muted">Finding shuttles…</p>;

  if (!discovery.hasSecondTrip) {
    return (
      <div className="trips">
        <TripList
          title="Available trips"
          trips={discovery.first_trip_routes}
          chosenId={undefined}
          renderAction={(trip) =>
            isSoldOut(trip) ? (
              // A one-way trip that is full takes a place in line instead (docs/product.md#waitlist).
              <JoinWaitlist trip={trip} />
            ) : (
              <Link className="btn btn--primary" to={bookTripPath(options, trip.itinerary_id)}>
                Choose
              </Link>
            )
          }
        />
      </div>
    );
  }

  const chooseButton = (trip: DiscoveredTrip, chosen: number | undefined, choose: (id: number) => void) =>
    isSoldOut(trip) ? null : (
      <button
        type="button"
        className={`btn ${chosen === trip.itinerary_id ? 'btn--primary' : 'btn--ghost'}`}
        aria-pressed={chosen === trip.itinerary_id}
        onClick={() => choose(trip.itinerary_id)}
      >
        {chosen === trip.itinerary_id ? 'Chosen' : 'Choose'}
      </button>
    );

  return (
    <div className="trips">
      <TripList
        title="Outbound trips"
        trips={discovery.first_trip_routes}
        chosenId={outboundId}
        renderAction={(trip) => chooseButton(trip, outboundId, setOutboundId)}
      />
      <TripList
        title="Return trips"
        trips={discovery.second_trip_routes}
        chosenId={returnId}
        renderAction={(trip) => chooseButton(trip, returnId, setReturnId)}
      />
      {outboundId !== undefined && returnId !== undefined ? (
        <Link className="btn btn--primary" to={bookTripPath(options, outboundId, returnId)}>
          Continue with these trips
        </Link>
      ) : (
        <p className="muted">Choose a trip each way to continue.</p>
      )}
    </div>
  );
}
