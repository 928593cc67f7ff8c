import { zodResolver } from '@hookform/resolvers/zod';
import {
  isChannelOffered,
  NOTICE_KIND_LABELS,
  type NoticeChannel,
  type NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.ts';

const CHANNEL_LABELS: Record<NoticeChannel, string> = {
  push: 'Push',
  email: 'Email',
  sms: 'SMS',
};

interface NotificationPreferencesFormProps {
  userId: number;
  preferences: NotificationPreferences;
}

/**
 * Where each kind of notice goes besides the app (docs/notices.md): one row per kind, a box per
 * channel it can go by. SMS is shown only where this deployment sends texts.
 */
export function NotificationPreferencesForm({ userId, preferences }: NotificationPreferencesFormProps) {
  const save = useSaveNotificationPreferences(userId);
  const form = useForm<UpdateNotificationPreferencesInput>({
    resolver: zodResolver(UpdateNotificationPreferencesInput),
    values: { data: preferences.data },
  });
  const channels: NoticeChannel[] = preferences.sms_offered ? ['push', 'email', 'sms'] : ['push', 'email'];

  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
      showToast('success', 'Your notice choices were saved.');
    } catch {
      // Shown from save.error below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label="Where your notices go">
      <FormError message={save.isError ? errorMessage(save.error) : null} />
      <p className="muted">Every notice is always in your notifications here. Choose where else it goes.</p>
      {preferences.data.map((row, index) => (
        <fieldset key={row.kind} className="field notification-preferences__kind">
          <legend className="field__label">{NOTICE_KIND_LABELS[row.kind]}</legend>
          <div className="row">
            {channels.map((channel) =>
              isChannelOffered(row.kind, channel) ? (
                <label key={channel} className="choice">
                  <input type="checkbox" {...form.register(`data.${index}.${channel}`)} />
                  {CHANNEL_LABELS[channel]}
                </label>
              ) : null,
            )}
          </div>
        </fieldset>
      ))}
      <Button type="submit" isProcessing={form.formState.isSubmitting || save.isPending}>
        Save choices
      </Button>
    </form>
  );
}
