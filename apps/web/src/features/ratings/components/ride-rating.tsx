import { zodResolver } from '@hookform/resolvers/zod';
import {
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  type RideRating,
  type RideRatingBody,
  type RideRatingInput as RideRatingFields,
  RideRatingInput,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBookingRatings, useRateRide } from '../api/booking-ratings.ts';
import './ride-rating.css';

interface RideRatingPanelProps {
  userId: number;
  bookingId: number;
  rideId: number;
}

const starsText = (stars: number) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`;

/**
 * Under a completed ride: its rating, or the form to give one (1 to 5 stars, optional
 * categories and a comment). A rating can be changed for 24 hours (docs/decisions/162).
 */
export function RideRatingPanel({ userId, bookingId, rideId }: RideRatingPanelProps) {
  const ratings = useBookingRatings(userId, bookingId);
  const [editing, setEditing] = useState(false);
  if (ratings.isPending) return null;
  const rating = ratings.data?.data.find((item) => item.ride_id === rideId);
  const editable = rating ? new Date(rating.editable_until).getTime() > Date.now() : true;

  if (rating && !editing) {
    return (
      <section className="ride-rating" aria-label="Your rating">
        <span>
          Your rating: <span aria-hidden="true">{starsText(rating.stars)}</span>
          <span className="visually-hidden">{rating.stars} out of 5</span>
        </span>
        {rating.categories.length > 0 ? (
          <span className="muted small">
            {rating.categories.map((category) => RATING_CATEGORY_LABELS[category]).join(', ')}
          </span>
        ) : null}
        {rating.comment ? <span className="small">“{rating.comment}”</span> : null}
        {editable ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)}>
            Change rating
          </button>
        ) : null}
      </section>
    );
  }
  return (
    <RatingForm
      userId={userId}
      bookingId={bookingId}
      rideId={rideId}
      rating={rating}
      onDone={() => setEditing(false)}
    />
  );
}

function RatingForm({
  userId,
  bookingId,
  rideId,
  rating,
  onDone,
}: RideRatingPanelProps & { rating: RideRating | undefined; onDone: () => void }) {
  const rate = useRateRide(userId, bookingId);
  const form = useForm<RideRatingFields, unknown, RideRatingBody>({
    resolver: zodResolver(RideRatingInput),
    defaultValues: {
      stars: rating?.stars ?? (undefined as unknown as number),
      categories: rating?.categories ?? [],
      comment: rating?.comment ?? '',
    },
  });
  const { errors } = form.formState;
  // A radio group's value is a string; the contract wants a number, so the form sets it.
  const chosen = form.watch('stars');
  const submit = form.handleSubmit((input) => rate.mutate({ rideId, input }, { onSuccess: () => onDone() }));
  return (
    <form className="ride-rating stack" onSubmit={submit} aria-label="Rate this ride">
      <fieldset className="ride-rating__stars">
        <legend>How was this ride?</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name="stars"
              value={stars}
              checked={chosen === stars}
              onChange={() => form.setValue('stars', stars, { shouldValidate: form.formState.isSubmitted })}
            />
            {stars === 1 ? '1 star' : `${stars} stars`}
          </label>
        ))}
        {errors.stars ? (
          <p className="field__error" role="alert">
            {errors.stars.message}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="ride-rating__categories">
        <legend>What stood out? (optional)</legend>
        {RATING_CATEGORIES.map((category) => (
          <label key={category}>
            <input type="checkbox" value={category} {...form.register('categories')} />
            {RATING_CATEGORY_LABELS[category]}
          </label>
        ))}
      </fieldset>
      <label className="ride-rating__comment">
        Comment (optional)
        <textarea rows={2} maxLength={500} {...form.register('comment')} />
      </label>
      {errors.comment ? (
        <p className="field__error" role="alert">
          {errors.comment.message}
        </p>
      ) : null}
      {rate.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(rate.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--small" disabled={rate.isPending}>
        {rating ? 'Save rating' : 'Rate this ride'}
      </button>
    </form>
  );
}
