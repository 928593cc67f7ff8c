import {
  type BookedRide,
  describeRideBus,
  formatNaira,
  formatRideDate,
  pickupDateOf,
  type QuotedRide,
} from '@shuttle/contracts';
import type { ReactNode } from 'react';
import { RIDE_STATUS_NAMES } from './ride-status.ts';

type AnyRide = QuotedRide | BookedRide;

const isBooked = (ride: AnyRide): ride is BookedRide => 'status' in ride;

interface RideListProps<T extends AnyRide> {
  rides: T[];
  /** Extra controls under a ride (cancel buttons on the booking page). */
  actions?: (ride: T) => ReactNode;
}

/** Rides with date, times, stops and price, in weeks when there are several (subscriptions). */
export function RideList<T extends AnyRide>({ rides, actions }: RideListProps<T>) {
  const weeks = [...new Set(rides.map((ride) => ride.week))];
  const list = (items: T[]) => (
    <ul className="rides">
      {items.map((ride) => {
        const booked = isBooked(ride) ? ride : null;
        return (
          <li
            key={`${ride.trip_date}-${ride.leg}-${ride.itinerary_id}`}
            className={`ride${booked?.status === 'cancelled' ? ' ride--cancelled' : ''}`}
          >
            <span className="ride__when">
              {formatRideDate(pickupDateOf(ride))}, {ride.pickup_time} to {ride.arrival_time}
            </span>
            <span className="ride__price">{formatNaira(ride.amount_kobo)}</span>
            <span>
              {ride.leg === 'return' ? 'Return · ' : ''}
              {ride.route.code}: {ride.pickup.location} to {ride.destination.location}
            </span>
            {booked ? (
              <span className="ride__status">{RIDE_STATUS_NAMES[booked.status]}</span>
            ) : (
              <span className="muted small">
                {formatNaira(ride.fare_kobo)} × {ride.seats}
              </span>
            )}
            {booked?.bus && booked.status === 'booked' ? (
              <span className="ride__bus small">
                Your bus: {describeRideBus(booked.bus)} · driver {booked.bus.driver_first_name}
              </span>
            ) : null}
            {ride.discount_kobo > 0 ? (
              <span className="ride__discount small">
                {ride.promo_code}: {formatNaira(ride.discount_kobo)} off
              </span>
            ) : null}
            {actions ? <div className="ride__actions">{actions(ride)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
  if (weeks.length <= 1) return list(rides);
  return (
    <div>
      {weeks.map((week) => (
        <section key={week} aria-label={`Week ${week}`}>
          <h3 className="week-title">Week {week}</h3>
          {list(rides.filter((ride) => ride.week === week))}
        </section>
      ))}
    </div>
  );
}
