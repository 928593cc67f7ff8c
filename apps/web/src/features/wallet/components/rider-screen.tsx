import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, WalletAdjustmentInput } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { nairaAsKobo } from '../../../components/console/form-values.ts';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Loaded } from '../../../components/console/loaded.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { opsPaths } from '../../../config/ops-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdjustWallet } from '../api/adjust-wallet.ts';
import { RIDER_BOOKINGS_PAGE_SIZE, useRiderBookings } from '../api/get-rider-bookings.ts';
import { LEDGER_PAGE_SIZE, useRiderLedger } from '../api/get-rider-ledger.ts';
import { useOpsUser } from '../api/get-user.ts';

/** One rider: who they are, their bookings, their ledger, and a wallet adjustment. */
export function RiderScreen({ userId }: { userId: number }) {
  const user = useOpsUser(userId);
  if (user.isError) return <FormError message={errorMessage(user.error)} />;
  if (!user.data) return <p className="muted">Loading the rider…</p>;
  const rider = user.data;
  return (
    <div className="stack">
      <p>
        <Link to={opsPaths.riders}>← Riders</Link>
      </p>
      <h1>
        {rider.fname} {rider.lname}
      </h1>
      <p>
        {rider.email} · {rider.phone} · {rider.verified ? 'Verified' : 'Not verified'}
        {rider.corporate ? ` · ${rider.corporate.name}` : ''}
      </p>
      <p>
        Wallet: <strong>{formatNaira(rider.balance_kobo)}</strong>
      </p>
      <AdjustmentForm userId={userId} />
      <RiderBookings userId={userId} />
      <RiderLedger userId={userId} />
    </div>
  );
}

function AdjustmentForm({ userId }: { userId: number }) {
  const adjust = useAdjustWallet();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<WalletAdjustmentInput>({
    resolver: zodResolver(WalletAdjustmentInput),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setDone(null);
    try {
      // One key per submitted adjustment: a retry of the same one never moves money twice.
      const answer = await adjust.mutateAsync({ userId, input, idempotencyKey: crypto.randomUUID() });
      setDone(
        'status' in answer
          ? 'Waiting for approval: another admin applies or rejects it from Approvals. The balance is unchanged until then.'
          : `${answer.amount_kobo > 0 ? 'Credited' : 'Debited'} ${formatNaira(Math.abs(answer.amount_kobo))}. New balance ${formatNaira(answer.balance_after_kobo)}.`,
      );
      form.reset();
    } catch {
      // Shown from adjust.error below.
    }
  });

  return (
    <ConsoleFormCard
      title="Adjust the wallet"
      onSubmit={onSubmit}
      mutation={adjust}
      submitLabel="Apply adjustment"
      done={done}
    >
      <TextField
        label="Amount in naira"
        inputMode="decimal"
        hint="Above 0 credits (goodwill), below 0 debits (a correction)."
        error={errors.amount_kobo?.message}
        {...form.register('amount_kobo', { setValueAs: nairaAsKobo })}
      />
      <TextField
        label="Reason"
        autoComplete="off"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </ConsoleFormCard>
  );
}

function RiderBookings({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const bookings = useRiderBookings(userId, page);
  return (
    <section className="stack" aria-labelledby="rider-bookings-heading">
      <h2 id="rider-bookings-heading">Bookings</h2>
      <Loaded query={bookings}>
        {({ data, meta }) => (
          <ConsoleTable
            label="Booking list"
            columns={['#', 'Trip', 'From', 'Status', 'Paid', 'Refunded']}
            rows={data}
            row={(booking) => (
              <tr key={booking.id}>
                <td>{booking.id}</td>
                <td>
                  {booking.pickup.name} → {booking.destination.name}
                </td>
                <td className="nowrap">{booking.departure_date}</td>
                <td>{booking.status}</td>
                <td className="nowrap">{formatNaira(booking.paid_kobo)}</td>
                <td className="nowrap">{formatNaira(booking.refunded_kobo)}</td>
              </tr>
            )}
            empty="No bookings."
            pager={{
              page,
              limit: RIDER_BOOKINGS_PAGE_SIZE,
              total: meta.total,
              onPage: setPage,
              label: 'Bookings pages',
            }}
          />
        )}
      </Loaded>
    </section>
  );
}

function RiderLedger({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useRiderLedger(userId, page);
  return (
    <section className="stack" aria-labelledby="rider-ledger-heading">
      <h2 id="rider-ledger-heading">Ledger</h2>
      <Loaded query={ledger}>
        {({ walletHistory, walletHistoryMeta }) => (
          <ConsoleTable
            label="Wallet history"
            columns={['When', 'What', 'Amount', 'Balance after']}
            rows={walletHistory}
            row={(line) => (
              <tr key={line.id}>
                <td className="nowrap">{formatLagosTime(line.created_at)}</td>
                <td>{line.title}</td>
                <td className="nowrap">
                  {line.direction === 'credit' ? '+' : '−'}
                  {formatNaira(line.amount_kobo)}
                </td>
                <td className="nowrap">{formatNaira(line.balance_after_kobo)}</td>
              </tr>
            )}
            empty="No wallet movement yet."
            pager={{
              page,
              limit: LEDGER_PAGE_SIZE,
              total: walletHistoryMeta.total,
              onPage: setPage,
              label: 'Ledger pages',
            }}
          />
        )}
      </Loaded>
    </section>
  );
}
