import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackInput, MESSAGES } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { useSendFeedback } from '../api/send-feedback.ts';
import { TextAreaField } from './form-controls.tsx';

/** docs/product.md#constants: the page reloads 3 seconds after feedback is received. */
export const FEEDBACK_RELOAD_DELAY_MS = 3000;

/** The feedback form (docs/product.md#public-forms), shown in the "Get in touch" modal. */
export function FeedbackForm() {
  const feedback = useSendFeedback();
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(FeedbackInput),
    defaultValues: { fname: '', lname: '', email: '', comment: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
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

  return (
    <form onSubmit={onSubmit} noValidate className="stack">
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
