import type { OpsRating } from '@shuttle/contracts';

const ratingsCount = (total: number) => `${total} ${total === 1 ? 'rating' : 'ratings'}`;

/** "4.5 of 5 from 2 ratings", or null while there are none. */
export const averageLine = (average: number | null, total: number) =>
  average === null ? null : `${average} of 5 from ${ratingsCount(total)}`;

/**
 * Ratings as operators read them, newest first: the stars, who gave them, the categories and
 * the comment; with the run's date and route where the list spans runs (a driver's ratings).
 */
export function RatingsList({ ratings, showRun = false }: { ratings: OpsRating[]; showRun?: boolean }) {
  return (
    <ul className="stack">
      {ratings.map((rating) => (
        <li key={rating.ride_id}>
          <strong>{rating.stars} of 5</strong> · {rating.rider.fname} {rating.rider.lname}
          {showRun ? ` · ${rating.route_code}, ${rating.trip_date}` : ''}
          {rating.categories.length > 0 ? ` · ${rating.categories.join(', ')}` : ''}
          {rating.comment ? <span className="muted"> · “{rating.comment}”</span> : null}
        </li>
      ))}
    </ul>
  );
}
