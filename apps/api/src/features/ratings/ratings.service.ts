import {
  type OpsRatingList,
  RATING_EDIT_WINDOW_MS,
  type RideRating,
  type RideRatingBody,
  type RideRatingList,
  unpagedList,
} from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import type { BoardingService } from '../runs/boarding.service.ts';
import type { RunsService } from '../runs/runs.service.ts';
import { type RatingRow, RatingsRepository } from './ratings.repository.ts';

const toRideRating = (row: RatingRow): RideRating => ({
  ride_id: row.rideId,
  stars: row.stars,
  categories: row.categories,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  editable_until: new Date(row.createdAt.getTime() + RATING_EDIT_WINDOW_MS).toISOString(),
});

/**
 * Riders rate completed rides, 1 to 5 stars with optional categories and a comment, once per
 * ride and editable for 24 hours; operators read them per run and per driver (ADR 162).
 */
export class RatingsService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly boarding: BoardingService,
    private readonly runs: Pick<RunsService, 'summary' | 'summaries'>,
  ) {}

  async rate(userId: number, rideId: number, input: RideRatingBody): Promise<RideRating> {
    const ride = await this.boarding.rideOf(rideId);
    if (!ride || ride.riderId !== userId) throw notFound('Ride not found');
    if (ride.status !== 'completed') {
      throw new AppError('CONFLICT', 'You can rate a ride once it is completed.');
    }
    const now = this.deps.clock.now();
    const run = await this.runs.summary(ride.tripDayId);
    const saved = await new RatingsRepository(this.deps.db).upsert({
      rideId,
      userId,
      tripDayId: ride.tripDayId,
      driverId: run?.driverId ?? null,
      stars: input.stars,
      categories: input.categories,
      comment: input.comment ? input.comment : null,
      now,
      editableSince: new Date(now.getTime() - RATING_EDIT_WINDOW_MS),
    });
    if (!saved) throw new AppError('CONFLICT', 'A rating can be changed for 24 hours after it is given.');
    return toRideRating(saved);
  }

  async ofBooking(userId: number, bookingId: number): Promise<RideRatingList> {
    const rows = await new RatingsRepository(this.deps.db).ofBooking(userId, bookingId);
    return unpagedList(rows.map(toRideRating));
  }

  async forOperators(filter: { tripDayId: number } | { driverId: number }): Promise<OpsRatingList> {
    const { rows, average, total } = await new RatingsRepository(this.deps.db).forOperators(filter);
    const runs = new Map(
      (await this.runs.summaries({ ids: [...new Set(rows.map((row) => row.tripDayId))] })).map((run) => [
        run.id,
        run,
      ]),
    );
    return {
      data: rows.map((row) => ({
        ride_id: row.rideId,
        stars: row.stars,
        categories: row.categories,
        comment: row.comment,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        trip_day_id: row.tripDayId,
        trip_date: runs.get(row.tripDayId)?.tripDate ?? '',
        route_code: runs.get(row.tripDayId)?.routeCode ?? '',
        driver: row.driver,
        rider: row.rider,
      })),
      meta: { page: 1, limit: 200, total },
      average: average === null ? null : Math.round(average * 100) / 100,
    };
  }
}
