import { zodResolver } from '@hookform/resolvers/zod';
import { RUN_NOTICE_BODY_MAX, RunNoticeInput } from '@shuttle/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRunNoticeAudience } from '../api/get-run-notice-audience.ts';
import { useSendRunNotice } from '../api/send-run-notice.ts';

const riders = (count: number) => (count === 1 ? '1 rider' : `${count} riders`);

/**
 * A notice to every rider booked on the run (docs/decisions/157), e.g. "running 15 minutes
 * late": the count it will reach is shown before anything is sent, and sending asks once more.
 */
export function RunNoticeForm({ runId }: { runId: number }) {
  const audience = useRunNoticeAudience(runId);
  const send = useSendRunNotice();
  const bodyId = useId();
  // The notice waiting for the operator's confirmation, once the form is valid.
  const [pending, setPending] = useState<RunNoticeInput | null>(null);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const form = useForm<RunNoticeInput>({
    resolver: zodResolver(RunNoticeInput),
    defaultValues: { title: '', body: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    setSentTo(null);
    send.reset();
    setPending(input);
  });

  const confirm = async () => {
    if (!pending || send.isPending) return;
    try {
      const answer = await send.mutateAsync({ runId, input: pending });
      setSentTo(answer.riders);
      setPending(null);
      form.reset();
    } catch {
      // Shown from send.error below; the notice stays to be sent again or edited.
    }
  };

  const count = audience.data?.riders;
  return (
    <section className="card stack no-print" aria-labelledby="run-notice-heading">
      <h2 id="run-notice-heading">Tell the riders of this run</h2>
      {audience.isError ? <FormError message={errorMessage(audience.error)} /> : null}
      {audience.data && !audience.data.can_send ? (
        <p className="muted">
          This run takes no notices: its riders were told when it was cancelled or it has finished.
        </p>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <TextField
            label="Title"
            autoComplete="off"
            placeholder="Running late"
            error={errors.title?.message}
            {...form.register('title')}
          />
          <div className={`field${errors.body ? ' field--invalid' : ''}`}>
            <label htmlFor={bodyId} className="field__label">
              Message
            </label>
            <textarea
              id={bodyId}
              className="field__input"
              rows={4}
              maxLength={RUN_NOTICE_BODY_MAX}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${bodyId}-error` : undefined}
              {...form.register('body')}
            />
            {errors.body ? (
              <p className="field__error" id={`${bodyId}-error`} role="alert">
                {errors.body.message}
              </p>
            ) : null}
          </div>
          <p className="run-notice__reach">
            {count === undefined ? 'Counting the riders…' : `This will reach ${riders(count)}.`}
          </p>
          {pending ? (
            <fieldset className="stack run-notice__confirm">
              <legend>Confirm the notice</legend>
              <p>
                Send “{pending.title}” to {riders(count ?? 0)} in the app and by email?
              </p>
              <div className="console-actions">
                <Button isProcessing={send.isPending} onClick={confirm}>
                  Send now
                </Button>
                <Button variant="ghost" onClick={() => setPending(null)}>
                  Back
                </Button>
              </div>
            </fieldset>
          ) : (
            <div>
              <Button type="submit" disabled={count === 0}>
                Send notice
              </Button>
            </div>
          )}
          <FormError message={send.isError ? errorMessage(send.error) : null} />
          {sentTo !== null ? <p role="status">Notice sent to {riders(sentTo)}.</p> : null}
        </form>
      )}
    </section>
  );
}
