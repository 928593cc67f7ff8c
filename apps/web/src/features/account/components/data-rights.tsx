import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_EXPORT_HOURS,
  type DataExport,
  type DeleteAccountFormValues,
  DeleteAccountForm as DeleteAccountSchema,
} from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, PasswordField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  useDeleteAccount,
  useDownloadDataExport,
  useLatestDataExport,
  useRequestDataExport,
} from '../api/data-rights.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

function exportState(latest: DataExport | null): string {
  if (!latest) return 'You have not asked for a copy yet.';
  if (latest.status === 'preparing')
    return 'Your copy is being prepared. We will email you a link when it is ready.';
  if (latest.status === 'ready' && latest.expires_at)
    return `Your copy is ready until ${when(latest.expires_at)}.`;
  return 'Your last copy has expired. Ask for a new one.';
}

/** "Download my data": asks for a copy, shows where the job stands, downloads it once ready. */
export function DataExportPanel({ userId }: { userId: number }) {
  const latest = useLatestDataExport(userId);
  const request = useRequestDataExport(userId);
  const download = useDownloadDataExport(userId);
  const current = latest.data?.data ?? null;
  const problem = request.error ?? download.error;
  return (
    <section className="stack narrow" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading">Download my data</h2>
      <p>
        One zip file with your profile, bookings, rides, wallet lines, notifications and the forms you sent
        us. It is kept for {DATA_EXPORT_HOURS} hours.
      </p>
      <p role="status">{latest.isPending ? 'Loading…' : exportState(current)}</p>
      <FormError message={problem ? errorMessage(problem) : null} />
      {current?.status === 'ready' ? (
        <Button type="button" isProcessing={download.isPending} onClick={() => download.mutate(current.id)}>
          Download zip
        </Button>
      ) : (
        <Button
          type="button"
          isProcessing={request.isPending}
          disabled={current?.status === 'preparing'}
          onClick={() => request.mutate()}
        >
          Download my data
        </Button>
      )}
    </section>
  );
}

const EMPTY: DeleteAccountFormValues = { password: '', confirm: false };

/** "Delete my account": the password and a ticked box; the server says why when it refuses. */
export function DeleteAccountForm({ userId }: { userId: number }) {
  const remove = useDeleteAccount(userId);
  const navigate = useNavigate();
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (remove.isPending) return;
    try {
      // The resolver let the form through only with the box ticked.
      const answer = await remove.mutateAsync({ password: values.password, confirm: true });
      showToast('success', answer.message);
      navigate(paths.home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setError('password', { message: errorMessage(error) });
      }
    }
  });

  const serverProblem =
    remove.isError && !(remove.error instanceof ApiError && remove.error.code === 'WRONG_PASSWORD')
      ? errorMessage(remove.error)
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="stack narrow" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete my account</h2>
      <p>
        Your name, email address, phone number, picture and cards are removed and you are signed out
        everywhere. Records of past payments and rides are kept without them, for the books. You cannot delete
        your account while rides are booked ahead or your wallet holds money.
      </p>
      <FormError message={serverProblem} />
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className={`field${errors.confirm ? ' field--invalid' : ''}`}>
        <label className="choice">
          <input type="checkbox" {...form.register('confirm')} />I understand that this cannot be undone
        </label>
        {errors.confirm?.message ? (
          <p className="field__error" role="alert">
            {errors.confirm.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="danger" isProcessing={isSubmitting || remove.isPending}>
        Delete my account
      </Button>
    </form>
  );
}

/** The emailed link's page: one button, and the server's sentence when the copy has expired. */
export function DataExportDownload({ userId, exportId }: { userId: number; exportId: string }) {
  const download = useDownloadDataExport(userId);
  return (
    <div className="stack narrow">
      <p>
        Your copy is one zip file. It can be downloaded for {DATA_EXPORT_HOURS} hours after it was prepared.
      </p>
      <FormError message={download.error ? errorMessage(download.error) : null} />
      <Button type="button" isProcessing={download.isPending} onClick={() => download.mutate(exportId)}>
        Download zip
      </Button>
      <Link to={paths.dashboard.account.yourData}>Your data</Link>
    </div>
  );
}
