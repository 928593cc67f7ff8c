import { zodResolver } from '@hookform/resolvers/zod';
import { lagosDate, StatementQuery } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type StatementFormat, useDownloadStatement } from '../api/downloads.ts';

/** The month so far in Lagos: what a rider checking their spending asks for first. */
function thisMonth(now = new Date()): StatementQuery {
  const today = lagosDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The wallet page's statement card (docs/product.md#receipts-and-statements): two Lagos dates,
 * checked with the API's own schema before any call, then a CSV or a PDF of the personal
 * wallet's lines; and the way to the rider's receipts.
 */
export function StatementDownload({ userId }: { userId: number }) {
  const download = useDownloadStatement(userId);
  const form = useForm<z.input<typeof StatementQuery>, unknown, StatementQuery>({
    resolver: zodResolver(StatementQuery),
    defaultValues: thisMonth(),
  });
  const { errors } = form.formState;
  const submitAs = (format: StatementFormat) =>
    form.handleSubmit(async (period) => {
      try {
        await download.mutateAsync({ period, format });
      } catch {
        // Shown from download.error below.
      }
    });

  return (
    <section className="card stack" aria-labelledby="statement-heading">
      <h2 id="statement-heading">Statements and receipts</h2>
      <form className="stack" noValidate onSubmit={submitAs('csv')}>
        <div className="grid-2">
          <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
          <TextField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        </div>
        <FormError message={download.isError ? errorMessage(download.error) : null} />
        <div className="statement-actions">
          <Button type="submit" variant="secondary" isProcessing={download.isPending}>
            Download CSV
          </Button>
          <Button variant="secondary" isProcessing={download.isPending} onClick={submitAs('pdf')}>
            Download PDF
          </Button>
        </div>
      </form>
      <p>
        <Link to={paths.dashboard.receipts}>View your receipts</Link>
      </p>
    </section>
  );
}
