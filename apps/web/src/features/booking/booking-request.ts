import {
  type BookingRequest,
  hasReturnTrip,
  type RouteSearchOptions,
  type WalletSource,
} from '@shuttle/contracts';

export interface BookingChoices {
  itineraryId: number;
  returnItineraryId: number | null;
  seats: number;
  walletSource: WalletSource;
}

/** The booking call's body from the search options and the rider's choices on the booking step. */
export function bookingRequestFor(options: RouteSearchOptions, choices: BookingChoices): BookingRequest {
  const isSubscription = options.route_type === 'subscription';
  const wantsReturn = hasReturnTrip(options) && choices.returnItineraryId !== null;
  return {
    route_type: options.route_type,
    itinerary_id: choices.itineraryId,
    pickup_id: options.source_route.id,
    destination_id: options.destination_route.id,
    departure_date: options.departure_date,
    ...(wantsReturn && choices.returnItineraryId !== null
      ? {
          return_itinerary_id: choices.returnItineraryId,
          ...(options.return_date ? { return_date: options.return_date } : {}),
        }
      : {}),
    ...(isSubscription
      ? {
          subscription_route_type: options.subscription_route_type ?? 'one-way',
          trip_days: options.trip_days ?? [],
          subscription_duration: options.subscription_duration ?? '1',
        }
      : {}),
    walletSource: choices.walletSource,
    seats: choices.seats,
    ...(options.luggage ? { luggage_quantity: options.luggage_quantity ?? 1 } : {}),
  };
}
