import { type FeedbackInput, MESSAGES } from '@shuttle/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { type CheckOnDemand, checkOnDemand } from '../../../lib/check-on-demand.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { TextAreaField } from './form-controls.tsx';

/** docs/product.md#constants: the page reloads 3 seconds after feedback is received. */
export const FEEDBACK_RELOAD_DELAY_MS = 3000;

type FeedbackCheck = CheckOnDemand<FeedbackInput, FeedbackInput>;

/**
 * The feedback's check, downloaded when the form first takes focus or is sent: zod and the
 * contracts stay out of the dialog's load (docs/decisions/196, docs/decisions/205).
 */
const FEEDBACK_CHECK: FeedbackCheck = checkOnDemand(() =>
  import('./feedback-check.ts').then((module) => module.feedbackResolver),
);

interface FeedbackFormProps {
  /** The form's check: the feedback contract unless another is given. */
  check?: FeedbackCheck;
}

/** The feedback form (docs/product.md#public-forms), shown in the "Get in touch" modal. */
export function FeedbackForm({ check = FEEDBACK_CHECK }: FeedbackFormProps = {}) {
  const feedback = useSendFeedback();
  const form = useForm<FeedbackInput>({
    resolver: check.check,
    defaultValues: { fname: '', lname: '', email: '', comment: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    if (feedback.isPending || feedback.isSuccess) return;
    try {
      await feedback.mutateAsync(values);
    } catch {
      showToast('error', MESSAGES.feedbackFailed);
      return;
    }
    showToast('success', MESSAGES.feedbackReceived);
    setTimeout(() => window.location.reload(), FEEDBACK_RELOAD_DELAY_MS);
  });

  // The check's code could not be downloaded: said on the form, which keeps what was typed.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));

  return (
    <form onSubmit={onSubmit} onFocus={check.preload} noValidate className="stack">
      <div className="grid-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.fname?.message}
          {...form.register('fname')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lname?.message}
          {...form.register('lname')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextAreaField
        label="How can we help?"
        placeholder="Tell us about your team, your routes and when you would like to start."
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <FormError message={errors.root?.message} />
      <Button
        type="submit"
        block
        isProcessing={isSubmitting || feedback.isPending}
        disabled={feedback.isSuccess}
      >
        Send
      </Button>
    </form>
  );
}
