import { type BookedRide, type Booking, describeRide, formatNaira } from '@shuttle/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useSavedBooking } from '../api/get-saved-booking.ts';
import { keepBookingPagesOffline } from '../offline-pass.ts';
import { LazyBoardingPass } from './lazy-boarding-pass.tsx';
import { nextRide } from './next-ride.ts';
import { discountSummary } from './promo-discount.ts';
import { RideList } from './ride-list.tsx';
import { ROUTE_TYPE_NAMES } from './ride-status.ts';
import './booking.css';

interface PendingCancellation {
  /** Absent: every remaining ride. */
  rideIds?: number[];
  question: string;
  refundKobo: number;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function refundSentence(refundKobo: number, booking: Booking): string {
  return refundKobo > 0
    ? `${formatNaira(refundKobo)} goes back to your ${booking.walletSource} wallet at once.`
    : 'Nothing has been charged for it yet, so there is nothing to refund.';
}

/** /dashboard/my-bookings/{bookingId}: every ride, the next ride's boarding pass, cancellation. */
export function BookingDetails({
  userId,
  bookingId,
  rideExtras,
}: {
  userId: number;
  bookingId: number;
  /** Shown under each ride after its own controls (the route module adds ratings there). */
  rideExtras?: (ride: BookedRide) => ReactNode;
}) {
  const booking = useSavedBooking(userId, bookingId);
  const cancel = useCancelBooking();
  const [pending, setPending] = useState<PendingCancellation | null>(null);
  // Once a booking has been seen, its page opens offline (the pass at the door).
  useEffect(() => {
    if (booking.data) keepBookingPagesOffline();
  }, [booking.data]);

  if (booking.isPending) return <p className="muted">Loading your booking…</p>;
  if (booking.isError) {
    return (
      <p className="form-error" role="alert">
        {errorMessage(booking.error)} <Link to={paths.dashboard.myBookings}>Back to my bookings</Link>
      </p>
    );
  }
  const data = booking.data;
  const next = nextRide([data]);
  const cancellable = data.rides.filter((ride) => ride.cancellable);
  const discount = discountSummary(data.rides, data.discount_kobo);

  const confirmCancellation = () => {
    if (!pending) return;
    cancel.mutate(
      {
        userId,
        bookingId,
        ...(pending.rideIds ? { rideIds: pending.rideIds } : {}),
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: (answer) => {
          setPending(null);
          showToast(
            'success',
            answer.refunded_kobo > 0
              ? `Cancelled. ${formatNaira(answer.refunded_kobo)} was refunded to your wallet.`
              : 'Cancelled. Nothing had been charged for it.',
          );
        },
      },
    );
  };

  const askToCancel = (ride: BookedRide) =>
    setPending({
      rideIds: [ride.id],
      question: `Cancel ${describeRide(ride)}?`,
      refundKobo: ride.refund_kobo,
    });

  return (
    <div className="stack">
      <section className="card stack" aria-label="Booking summary">
        <dl className="summary">
          <dt>Type</dt>
          <dd>
            {ROUTE_TYPE_NAMES[data.route_type]}
            {data.subscription_route_type ? ` (${ROUTE_TYPE_NAMES[data.subscription_route_type]})` : ''}
          </dd>
          <dt>From</dt>
          <dd>{data.pickup.location}</dd>
          <dt>To</dt>
          <dd>{data.destination.location}</dd>
          <dt>Seats</dt>
          <dd>{data.seats}</dd>
          <dt>Luggage</dt>
          <dd>{data.luggage_quantity === 0 ? 'None' : `${data.luggage_quantity} bags`}</dd>
          <dt>Paid from</dt>
          <dd>{data.walletSource} wallet</dd>
          <dt>Total</dt>
          <dd>{formatNaira(data.total_kobo)}</dd>
          {discount ? (
            <>
              <dt>Promo discount</dt>
              <dd data-testid="booking-discount">{discount}</dd>
            </>
          ) : null}
          <dt>Paid</dt>
          <dd>{formatNaira(data.paid_kobo)}</dd>
          <dt>Refunded</dt>
          <dd data-testid="refunded">{formatNaira(data.refunded_kobo)}</dd>
        </dl>
      </section>

      {next ? (
        <section className="card stack" aria-label="Next ride">
          <h2>Your next ride</h2>
          <LazyBoardingPass ride={next} />
        </section>
      ) : null}

      <section className="card stack" aria-label="Rides">
        <h2>Rides</h2>
        {pending ? (
          <div className="confirm-panel" role="alertdialog" aria-label="Confirm cancellation">
            <p>
              <strong>{capitalise(pending.question)}</strong> {refundSentence(pending.refundKobo, data)}
            </p>
            {cancel.isError ? (
              <p className="form-error" role="alert">
                {errorMessage(cancel.error)}
              </p>
            ) : null}
            <div className="confirm-panel__actions">
              <Button variant="danger" onClick={confirmCancellation} isProcessing={cancel.isPending}>
                Confirm cancellation
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  cancel.reset();
                  setPending(null);
                }}
              >
                Keep my booking
              </Button>
            </div>
          </div>
        ) : null}
        <RideList
          rides={data.rides}
          actions={(ride) => (
            <>
              {ride.cancellable ? (
                <Button variant="ghost" onClick={() => askToCancel(ride)} disabled={pending !== null}>
                  Cancel this ride
                </Button>
              ) : ride.status === 'booked' ? (
                <span className="muted small">Cancellation has closed for this ride.</span>
              ) : null}
              {rideExtras?.(ride)}
            </>
          )}
        />
        {cancellable.length > 1 ? (
          <div>
            <Button
              variant="secondary"
              disabled={pending !== null}
              onClick={() =>
                setPending({
                  question: `cancel all ${cancellable.length} remaining rides?`,
                  refundKobo: cancellable.reduce((total, ride) => total + ride.refund_kobo, 0),
                })
              }
            >
              Cancel all remaining rides
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
