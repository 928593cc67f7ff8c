import {
  type DiscoveredTrip,
  encodeSearchOptions,
  formatNaira,
  hasReturnTrip,
  type RouteSearchOptions,
} from '@shuttle/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDiscovery } from '../api/discover-routes.ts';
import { tripDayName } from '../stop-options.ts';
import { formatTripDate } from './discovered-trips.tsx';
import './route-search.css';

const ROUTE_TYPE_NAMES = { 'one-way': 'One-way', return: 'Return', subscription: 'Subscription' } as const;

interface ChosenTripsSummaryProps {
  options: RouteSearchOptions;
  itineraryId: number;
  returnItineraryId: number | null;
}

function luggageText(options: RouteSearchOptions): string {
  if (!options.luggage) return 'None';
  const bags = options.luggage_quantity ?? 1;
  return bags === 1 ? '1 bag' : `${bags} bags`;
}

function TripSummary({ title, trip }: { title: string; trip: DiscoveredTrip }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <dl className="summary">
        <dt>Route</dt>
        <dd>
          {trip.route.code} · {trip.route.name}
        </dd>
        <dt>From</dt>
        <dd>{trip.pickup.stop.location}</dd>
        <dt>To</dt>
        <dd>{trip.destination.stop.location}</dd>
        <dt>Date</dt>
        <dd>{formatTripDate(trip.trip_date)}</dd>
        <dt>Pickup</dt>
        <dd>{trip.pickup.time}</dd>
        <dt>Arrival</dt>
        <dd>{trip.destination.time}</dd>
        <dt>Fare</dt>
        <dd>{formatNaira(trip.fare_kobo)}</dd>
        <dt>Seats left</dt>
        <dd>{trip.seats_available}</dd>
      </dl>
    </section>
  );
}

/**
 * The trips a rider chose, read again from discovery so that times, fares and seats are
 * current. A trip that is gone (sold out, left, or no longer run) says so.
 */
export function ChosenTripsSummary({ options, itineraryId, returnItineraryId }: ChosenTripsSummaryProps) {
  const discovery = useDiscovery(options);
  if (discovery.isPending) return <p className="muted">Loading your trip…</p>;

  const outbound = discovery.first_trip_routes.find((trip) => trip.itinerary_id === itineraryId);
  const wantsReturn = hasReturnTrip(options);
  const back = discovery.second_trip_routes.find((trip) => trip.itinerary_id === returnItineraryId);
  const isAvailable = (trip: DiscoveredTrip | undefined) => trip !== undefined && trip.seats_available > 0;
  if (!isAvailable(outbound) || (wantsReturn && !isAvailable(back))) {
    return (
      <div className="stack">
        <p className="form-error" role="alert">
          This trip is no longer available. Please choose another one.
        </p>
        <p>
          <Link
            to={`${paths.dashboard.home}?${new URLSearchParams({ options: encodeSearchOptions(options) })}`}
          >
            Back to the search
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="stack">
      {outbound ? <TripSummary title={wantsReturn ? 'Outbound trip' : 'Your trip'} trip={outbound} /> : null}
      {wantsReturn && back ? <TripSummary title="Return trip" trip={back} /> : null}
      <section className="card" aria-label="Booking details">
        <dl className="summary">
          <dt>Route type</dt>
          <dd>{ROUTE_TYPE_NAMES[options.route_type]}</dd>
          {options.route_type === 'subscription' ? (
            <>
              <dt>Booking type</dt>
              <dd>{ROUTE_TYPE_NAMES[options.subscription_route_type ?? 'one-way']}</dd>
              <dt>Days</dt>
              <dd>{(options.trip_days ?? []).map(tripDayName).join(', ')}</dd>
              <dt>Duration</dt>
              <dd>
                {options.subscription_duration === '1' ? '1 week' : `${options.subscription_duration} weeks`}
              </dd>
            </>
          ) : null}
          <dt>Pay from</dt>
          <dd>{options.walletSource} wallet</dd>
          <dt>Luggage</dt>
          <dd>{luggageText(options)}</dd>
        </dl>
      </section>
    </div>
  );
}
