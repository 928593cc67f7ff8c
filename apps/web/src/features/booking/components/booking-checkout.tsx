import { formatNaira, formatRideDate, type RouteSearchOptions, type WalletSource } from '@shuttle/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useBookingQuote } from '../api/get-booking-quote.ts';
import { bookingRequestFor } from '../booking-request.ts';
import { discountSummary } from './promo-discount.ts';
import { RideList } from './ride-list.tsx';
import { SeatCounter } from './seat-counter.tsx';
import './booking.css';

export interface PayingWallets {
  balanceKobo: number;
  /** Null when the rider is not a member of a company with a wallet. */
  companyBalanceKobo: number | null;
}

interface BookingCheckoutProps {
  userId: number;
  options: RouteSearchOptions;
  itineraryId: number;
  returnItineraryId: number | null;
  wallets: PayingWallets;
}

/**
 * The booking step's second half: every ride priced by the server, seats, the wallet to pay
 * from and its balance, then Confirm (one Idempotency-Key per press).
 */
export function BookingCheckout({
  userId,
  options,
  itineraryId,
  returnItineraryId,
  wallets,
}: BookingCheckoutProps) {
  const hasCompany = wallets.companyBalanceKobo !== null;
  const [seats, setSeats] = useState(1);
  const [walletSource, setWalletSource] = useState<WalletSource>(
    options.walletSource === 'Company' && hasCompany ? 'Company' : 'Personal',
  );
  const request = bookingRequestFor(options, { itineraryId, returnItineraryId, seats, walletSource });
  const quote = useBookingQuote(userId, request);
  const create = useCreateBooking();
  const navigate = useNavigate();

  const balanceKobo = walletSource === 'Company' ? (wallets.companyBalanceKobo ?? 0) : wallets.balanceKobo;
  const dueNow = quote.data?.due_now_kobo ?? 0;
  const shortBy = quote.data ? dueNow - balanceKobo : 0;
  const laterWeeks = quote.data?.weeks.slice(1) ?? [];
  const discount = quote.data ? discountSummary(quote.data.rides, quote.data.discount_kobo) : null;
  const isShortOfMoney =
    create.error instanceof ApiError &&
    (create.error.status === 402 || create.error.code === 'INSUFFICIENT_FUNDS');

  const confirm = () => {
    create.mutate(
      { userId, request, idempotencyKey: crypto.randomUUID() },
      { onSuccess: (booking) => navigate(paths.dashboard.bookingSuccessful(booking.id)) },
    );
  };

  return (
    <div className="stack">
      <section className="card stack" aria-label="Seats and payment">
        <h2>Seats and payment</h2>
        <SeatCounter value={seats} onChange={setSeats} />
        <fieldset className="choices">
          <legend className="field__label">Pay from</legend>
          <label>
            <input
              type="radio"
              name="walletSource"
              checked={walletSource === 'Personal'}
              onChange={() => setWalletSource('Personal')}
            />
            Personal wallet
          </label>
          {hasCompany ? (
            <label>
              <input
                type="radio"
                name="walletSource"
                checked={walletSource === 'Company'}
                onChange={() => setWalletSource('Company')}
              />
              Company wallet
            </label>
          ) : null}
        </fieldset>
        <p>
          {walletSource} wallet balance:{' '}
          <strong data-testid="paying-balance">{formatNaira(balanceKobo)}</strong>
        </p>
      </section>

      <section className="card stack" aria-label="Your rides">
        <h2>Your rides</h2>
        {quote.isPending ? <p className="muted">Pricing your rides…</p> : null}
        {quote.isError ? (
          <p className="form-error" role="alert">
            {errorMessage(quote.error)}
          </p>
        ) : null}
        {quote.data ? (
          <>
            <RideList rides={quote.data.rides} />
            <dl className="totals">
              <dt>Rides</dt>
              <dd>{quote.data.rides.length}</dd>
              <dt>Seats</dt>
              <dd>{quote.data.seats}</dd>
              <dt>Luggage</dt>
              <dd>{options.luggage ? `${options.luggage_quantity ?? 1} bags` : 'None'}</dd>
              {discount ? (
                <>
                  <dt>Fares</dt>
                  <dd>{formatNaira(quote.data.total_kobo + quote.data.discount_kobo)}</dd>
                  <dt>Promo discount</dt>
                  <dd className="totals__discount" data-testid="booking-discount">
                    {discount}
                  </dd>
                </>
              ) : null}
              <dt className="totals__grand">Total</dt>
              <dd className="totals__grand" data-testid="booking-total">
                {formatNaira(quote.data.total_kobo)}
              </dd>
              {laterWeeks.length > 0 ? (
                <>
                  <dt>Charged now (week 1)</dt>
                  <dd data-testid="due-now">{formatNaira(dueNow)}</dd>
                </>
              ) : null}
            </dl>
            {laterWeeks.length > 0 ? (
              <p className="muted small">
                Billing is weekly: each later week is charged from your wallet at 20:00 the evening before its
                first ride (
                {laterWeeks
                  .map(
                    (week) =>
                      `week ${week.week}: ${formatNaira(week.amount_kobo)} on ${formatRideDate(week.first_ride_date)}`,
                  )
                  .join('; ')}
                ).{' '}
                {discount
                  ? 'Promo discounts you have left apply to those weeks’ rides when they are charged.'
                  : null}
              </p>
            ) : null}
            {walletSource === 'Company' ? (
              <p className="muted small">
                Promo code discounts apply to rides paid from your Personal wallet.
              </p>
            ) : null}
          </>
        ) : null}
        {shortBy > 0 ? (
          <p className="form-error" role="status">
            Your {walletSource} wallet is short by {formatNaira(shortBy)} for this booking.{' '}
            <Link to={paths.dashboard.wallet}>Fund your wallet</Link>
          </p>
        ) : null}
        {create.isError ? (
          <p className="form-error" role="alert">
            {errorMessage(create.error)}{' '}
            {isShortOfMoney ? <Link to={paths.dashboard.wallet}>Fund your wallet</Link> : null}
          </p>
        ) : null}
        <div className="checkout__actions">
          <Button onClick={confirm} isProcessing={create.isPending} disabled={!quote.data}>
            Confirm booking
          </Button>
          <span className="muted small">
            Cancel up to an hour before the day of a ride for an instant refund to your wallet.
          </span>
        </div>
      </section>
    </div>
  );
}
