import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, type OpsTripDay, RunCancelInput, type RunCancellation } from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCancelRun } from '../api/cancel-run.ts';
import { useRun } from '../api/get-run.ts';

interface CancelRunDialogProps {
  run: OpsTripDay;
  isOpen: boolean;
  onClose: () => void;
  onCancelled: (answer: RunCancellation) => void;
}

/**
 * Cancelling a run refunds every ride on it: the operator sees the refund the server would make
 * now (its preview, fetched fresh when the dialog opens) before confirming.
 */
export function CancelRunDialog({ run, isOpen, onClose, onCancelled }: CancelRunDialogProps) {
  return (
    <Modal title={`Cancel run ${run.route.code} ${run.departure_time}`} isOpen={isOpen} onClose={onClose}>
      {isOpen ? <CancelRunForm run={run} onClose={onClose} onCancelled={onCancelled} /> : null}
    </Modal>
  );
}

function CancelRunForm({ run, onClose, onCancelled }: Omit<CancelRunDialogProps, 'isOpen'>) {
  const preview = useRun(run.id);
  const cancel = useCancelRun();
  // One key per opened dialog: a double click or a retry refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<RunCancelInput>({
    resolver: zodResolver(RunCancelInput),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    if (cancel.isPending) return;
    try {
      onCancelled(await cancel.mutateAsync({ id: run.id, input, idempotencyKey }));
    } catch {
      // Shown from cancel.error below.
    }
  });

  const current = preview.data;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <h2>
        Cancel {run.route.name}, {run.trip_date} at {run.departure_time}?
      </h2>
      {preview.isError ? <FormError message={errorMessage(preview.error)} /> : null}
      {current ? (
        <p role="status" className="cancel-preview">
          {current.booked_rides === 0
            ? 'No ride is booked on this run: nothing is refunded.'
            : `${current.booked_rides} ${current.booked_rides === 1 ? 'ride is' : 'rides are'} booked. Riders get ${formatNaira(current.refund_total_kobo)} back in total, to their wallets, and a notification.`}
        </p>
      ) : (
        <p className="muted">Working out the refund…</p>
      )}
      {current && !current.cancellable ? <FormError message="This run can no longer be cancelled." /> : null}
      <TextField
        label="Reason (riders see it)"
        autoComplete="off"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <FormError message={cancel.isError ? errorMessage(cancel.error) : null} />
      <div className="console-form__buttons">
        <Button type="button" variant="ghost" onClick={onClose}>
          Keep the run
        </Button>
        <Button
          type="submit"
          variant="danger"
          isProcessing={cancel.isPending}
          disabled={!current?.cancellable}
        >
          {current ? `Cancel the run and refund ${formatNaira(current.refund_total_kobo)}` : 'Cancel the run'}
        </Button>
      </div>
    </form>
  );
}
