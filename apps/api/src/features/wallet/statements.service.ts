import type { AllowanceLine, StatementAnswer, StatementLine, StatementQuery } from '@shuttle/contracts';
import { addDays, lagosDate, lagosInstant } from '@shuttle/contracts';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { csvDocument } from '../../shared/downloads.ts';
import { pdfBytes, pdfNaira, pdfRow } from '../../shared/pdf.ts';
import { type StatementEntry, StatementsRepository } from './statements.repository.ts';
import type { WalletService } from './wallet.service.ts';
import { WalletsRepository } from './wallets.repository.ts';

const referenceOf = (entry: StatementEntry) =>
  entry.paymentReference ?? (entry.bookingId === null ? null : `booking-${entry.bookingId}`);

/**
 * The rider's wallet statement over Lagos dates (docs/product.md#receipts-and-statements): the
 * balance at the start of the first day, every movement of the personal wallet with the balance
 * after it, and the balance at the end of the last day. The running balance is the opening plus
 * the lines so far, so opening + credits - debits = closing holds by construction; the ledger
 * audit checks that the stored balances chain the same way, so the two never tell apart.
 */
export class StatementsService {
  constructor(
    private readonly deps: Pick<Deps, 'db'>,
    private readonly wallets: Pick<WalletService, 'companyWalletOf'>,
  ) {}

  async statement(userId: number, query: StatementQuery): Promise<StatementAnswer> {
    return (await this.read(userId, query)).statement;
  }

  /** The statement as a file: CSV or PDF, named after its dates. */
  async download(
    userId: number,
    query: StatementQuery,
    type: 'text/csv' | 'application/pdf',
  ): Promise<{ type: string; filename: string; body: string | Buffer }> {
    const { statement, riderName } = await this.read(userId, query);
    const filename = `wallet-statement-${query.from}-to-${query.to}`;
    return type === 'text/csv'
      ? { type: 'text/csv; charset=utf-8', filename: `${filename}.csv`, body: this.statementCsv(statement) }
      : {
          type: 'application/pdf',
          filename: `${filename}.pdf`,
          body: await this.statementPdf(statement, riderName),
        };
  }

  private async read(
    userId: number,
    query: StatementQuery,
  ): Promise<{ statement: StatementAnswer; riderName: string }> {
    const from = lagosInstant(query.from);
    const until = lagosInstant(addDays(query.to, 1));
    return this.deps.db.transaction(
      async (tx) => {
        const owner = await new WalletsRepository(tx).ownerWithWallet(userId);
        if (!owner?.wallet) throw notFound('Wallet not found');
        const repository = new StatementsRepository(tx);
        const opening = await repository.balanceBefore(owner.wallet.id, from);
        let balance = opening;
        let credits = 0;
        let debits = 0;
        const lines: StatementLine[] = (await repository.entries(owner.wallet.id, from, until)).map(
          (entry) => {
            balance += entry.amountKobo;
            if (entry.amountKobo > 0) credits += entry.amountKobo;
            else debits -= entry.amountKobo;
            return {
              id: entry.id,
              date: lagosDate(entry.createdAt),
              created_at: entry.createdAt.toISOString(),
              title: entry.title,
              reference: referenceOf(entry),
              amount_kobo: entry.amountKobo,
              balance_after_kobo: balance,
            };
          },
        );
        const company = await this.wallets.companyWalletOf(owner.user, tx);
        const companyWalletId =
          company === null ? undefined : await repository.companyWalletId(company.corporate_id);
        const allowanceLines: AllowanceLine[] | null =
          companyWalletId === undefined
            ? null
            : (await repository.memberEntries(companyWalletId, userId, from, until)).map((entry) => ({
                id: entry.id,
                date: lagosDate(entry.createdAt),
                created_at: entry.createdAt.toISOString(),
                title: entry.title,
                amount_kobo: entry.amountKobo,
              }));
        const statement: StatementAnswer = {
          from: query.from,
          to: query.to,
          opening_balance_kobo: opening,
          lines,
          closing_balance_kobo: balance,
          credits_kobo: credits,
          debits_kobo: debits,
          allowance_lines: allowanceLines,
        };
        return { statement, riderName: `${owner.user.fname} ${owner.user.lname}` };
      },
      // One snapshot: a movement committing between the reads must not split opening and lines.
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** A header and a row per line of the personal wallet, amounts in naira with their signs. */
  private statementCsv(statement: StatementAnswer): string {
    return csvDocument(
      ['Date', 'Description', 'Reference', 'Amount (NGN)', 'Balance after (NGN)'],
      statement.lines.map((line) => [
        line.date,
        line.title,
        line.reference,
        { kobo: line.amount_kobo },
        { kobo: line.balance_after_kobo },
      ]),
    );
  }

  private statementPdf(statement: StatementAnswer, riderName: string): Promise<Buffer> {
    return pdfBytes(`Wallet statement ${statement.from} to ${statement.to}`, (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Shuttle');
      doc.font('Helvetica-Bold').fontSize(14).text('Wallet statement');
      doc.font('Helvetica').fontSize(10);
      doc.text(`${riderName}, ${statement.from} to ${statement.to} (Lagos dates)`).moveDown();
      pdfRow(doc, `Opening balance on ${statement.from}`, pdfNaira(statement.opening_balance_kobo), true);
      doc.moveDown(0.5);
      for (const line of statement.lines) {
        pdfRow(
          doc,
          `${line.date}  ${line.title}${line.reference ? ` (${line.reference})` : ''}`,
          `${pdfNaira(line.amount_kobo)}  |  ${pdfNaira(line.balance_after_kobo)}`,
        );
      }
      if (statement.lines.length === 0) doc.text('No movements in this period.');
      doc.moveDown(0.5);
      pdfRow(doc, 'Money in', pdfNaira(statement.credits_kobo));
      pdfRow(doc, 'Money out', pdfNaira(-statement.debits_kobo));
      pdfRow(doc, `Closing balance on ${statement.to}`, pdfNaira(statement.closing_balance_kobo), true);
      if (statement.allowance_lines && statement.allowance_lines.length > 0) {
        doc.moveDown().font('Helvetica-Bold').text('Company allowance');
        for (const line of statement.allowance_lines)
          pdfRow(doc, `${line.date}  ${line.title}`, pdfNaira(line.amount_kobo));
      }
    });
  }
}
