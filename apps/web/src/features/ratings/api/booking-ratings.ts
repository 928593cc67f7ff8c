import { getBookingRatingsCall, type RideRatingInput, rateRideCall } from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

const ratingsKey = (userId: number, bookingId: number) => ['ratings', userId, bookingId] as const;

/** `GET /users/{id}/routes/{bookingId}/ratings`: the rider's ratings of that booking's rides. */
export const getBookingRatings = (userId: number, bookingId: number) =>
  callApi(getBookingRatingsCall, { params: { userId, bookingId } });

export const bookingRatingsQueryOptions = (userId: number, bookingId: number) =>
  queryOptions({
    queryKey: ratingsKey(userId, bookingId),
    queryFn: () => getBookingRatings(userId, bookingId),
  });

export function useBookingRatings(userId: number, bookingId: number) {
  return useQuery(bookingRatingsQueryOptions(userId, bookingId));
}

/** `PUT /users/{id}/rides/{rideId}/rating`: gives or changes a rating (24 hours to change it). */
export const rateRide = (userId: number, rideId: number, input: RideRatingInput) =>
  callApi(rateRideCall, { params: { userId, rideId }, body: input });

export function useRateRide(userId: number, bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rideId, input }: { rideId: number; input: RideRatingInput }) =>
      rateRide(userId, rideId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsKey(userId, bookingId) }),
  });
}
