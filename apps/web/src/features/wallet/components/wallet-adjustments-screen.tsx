import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatNaira,
  type WalletAdjustmentRejectInput,
  WalletAdjustmentRejectInput as WalletAdjustmentRejectSchema,
  type WalletAdjustmentRequest,
  type WalletAdjustmentStatus,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApproveWalletAdjustment } from '../api/approve-wallet-adjustment.ts';
import { useWalletAdjustments, WALLET_ADJUSTMENTS_PAGE_SIZE } from '../api/get-wallet-adjustments.ts';
import { useRejectWalletAdjustment } from '../api/reject-wallet-adjustment.ts';

const STATUS_OPTIONS: { value: WalletAdjustmentStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'applied', label: 'Applied' },
  { value: 'rejected', label: 'Rejected' },
];

export interface ApprovalsViewer {
  id: number;
  isAdmin: boolean;
}

/**
 * Wallet adjustments that wait for a second pair of eyes (docs/decisions/235): every member of
 * staff sees the queue; an admin other than the one who asked applies or rejects each one.
 */
export function WalletAdjustmentsScreen({ viewer }: { viewer: ApprovalsViewer }) {
  const [status, setStatus] = useState<WalletAdjustmentStatus>('pending');
  const [page, setPage] = useState(1);
  const adjustments = useWalletAdjustments(status, page);
  return (
    <div className="stack">
      <h1>Approvals</h1>
      <p className="muted">
        A wallet adjustment above the approval limit, or past an operator&apos;s daily limit, waits here and
        moves no money until another admin applies it.
      </p>
      <SelectField
        label="Show"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as WalletAdjustmentStatus);
          setPage(1);
        }}
      />
      {adjustments.isError ? <FormError message={errorMessage(adjustments.error)} /> : null}
      {adjustments.data ? (
        adjustments.data.data.length === 0 ? (
          <p className="muted">
            {status === 'pending' ? 'Nothing is waiting for approval.' : 'No adjustments here yet.'}
          </p>
        ) : (
          <ul className="stack" aria-label="Wallet adjustments">
            {adjustments.data.data.map((adjustment) => (
              <AdjustmentCard key={adjustment.id} adjustment={adjustment} viewer={viewer} />
            ))}
          </ul>
        )
      ) : adjustments.isPending ? (
        <p className="muted">Loading adjustments…</p>
      ) : null}
      {adjustments.data ? (
        <Pager
          label="Adjustment pages"
          page={page}
          pages={Math.ceil(adjustments.data.meta.total / WALLET_ADJUSTMENTS_PAGE_SIZE)}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}

const fullName = (person: { fname: string; lname: string }) => `${person.fname} ${person.lname}`;

function AdjustmentCard({
  adjustment,
  viewer,
}: {
  adjustment: WalletAdjustmentRequest;
  viewer: ApprovalsViewer;
}) {
  const isCredit = adjustment.amount_kobo > 0;
  const headingId = `adjustment-${adjustment.id}`;
  return (
    <li className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3">
        {isCredit ? 'Credit' : 'Debit'} of {formatNaira(Math.abs(adjustment.amount_kobo))} to{' '}
        {fullName(adjustment.user)}
      </h2>
      <p className="muted small">{adjustment.user.email}</p>
      <p>Reason: {adjustment.reason}</p>
      <p className="muted small">
        Asked by {fullName(adjustment.created_by)}, {formatLagosTime(adjustment.created_at)}
      </p>
      {adjustment.decided_by && adjustment.decided_at ? (
        <p className="muted small">
          {adjustment.status === 'applied' ? 'Applied' : 'Rejected'} by {fullName(adjustment.decided_by)},{' '}
          {formatLagosTime(adjustment.decided_at)}
        </p>
      ) : null}
      {adjustment.reject_reason ? <p>Why it was rejected: {adjustment.reject_reason}</p> : null}
      {adjustment.status === 'pending' ? <Decision adjustment={adjustment} viewer={viewer} /> : null}
    </li>
  );
}

function Decision({ adjustment, viewer }: { adjustment: WalletAdjustmentRequest; viewer: ApprovalsViewer }) {
  if (!viewer.isAdmin) return <p className="muted small">An admin applies or rejects it.</p>;
  // The API refuses these too; the screen does not offer them (docs/decisions/235).
  if (adjustment.created_by.id === viewer.id) {
    return <p className="muted small">You asked for this adjustment; another admin decides.</p>;
  }
  if (adjustment.user.id === viewer.id) {
    return <p className="muted small">This is your own wallet; another admin decides.</p>;
  }
  return <DecisionForm adjustmentId={adjustment.id} />;
}

function DecisionForm({ adjustmentId }: { adjustmentId: number }) {
  const approve = useApproveWalletAdjustment();
  const reject = useRejectWalletAdjustment();
  const form = useForm<WalletAdjustmentRejectInput>({
    resolver: zodResolver(WalletAdjustmentRejectSchema),
    defaultValues: { reason: '' },
  });
  const busy = approve.isPending || reject.isPending;
  const onReject = form.handleSubmit(async (input) => {
    if (busy) return;
    try {
      await reject.mutateAsync({ id: adjustmentId, input });
    } catch {
      // Shown from reject.error below.
    }
  });
  const failure = approve.error ?? reject.error;
  return (
    <div className="stack">
      <FormError message={failure ? errorMessage(failure) : null} />
      <div className="console-form__buttons">
        <Button
          type="button"
          isProcessing={approve.isPending}
          disabled={busy}
          onClick={() => approve.mutate(adjustmentId)}
        >
          Approve and apply
        </Button>
      </div>
      <form onSubmit={onReject} noValidate className="console-form">
        <TextField
          label="Reason for rejecting"
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="console-form__actions">
          <Button type="submit" variant="secondary" isProcessing={reject.isPending} disabled={busy}>
            Reject
          </Button>
        </div>
      </form>
    </div>
  );
}
