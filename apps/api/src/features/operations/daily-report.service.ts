import type { DailyReport, DailyReportDay, DailyReportQuery } from '@shuttle/contracts';
import type { Deps } from '../../shared/deps.ts';
import type { BookingsService } from '../booking/bookings.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';

type Figures = Omit<DailyReportDay, 'date'>;

/** seats_sold / seats_offered to four places; null when nothing was offered. */
const loadFactor = (sold: number, offered: number) =>
  offered === 0 ? null : Math.round((sold / offered) * 10_000) / 10_000;

/**
 * The daily report (docs/decisions/185-daily-report.md): the booking side from
 * `BookingsService`, the money from `LedgerService`, each one statement over the range, joined
 * here by date. Nothing is cached or stored, so the report always agrees with the ledger.
 */
export class DailyReportService {
  constructor(
    private readonly deps: Pick<Deps, 'db'>,
    private readonly bookings: BookingsService,
    private readonly ledger: LedgerService,
  ) {}

  async daily(query: DailyReportQuery): Promise<DailyReport> {
    const [activity, money] = await Promise.all([
      this.bookings.dailyActivity(query.from, query.to),
      this.ledger.dailyTotals(this.deps.db, query.from, query.to),
    ]);
    const moneyOf = new Map(money.map((day) => [day.date, day]));
    const days: DailyReportDay[] = activity.map((day) => {
      const moved = moneyOf.get(day.date);
      return {
        date: day.date,
        bookings: day.bookings,
        rides: day.rides,
        seats_sold: day.seatsSold,
        seats_offered: day.seatsOffered,
        load_factor: loadFactor(day.seatsSold, day.seatsOffered),
        revenue_kobo: moved?.revenueKobo ?? 0,
        refunds_kobo: moved?.refundsKobo ?? 0,
        top_ups_kobo: moved?.topUpsKobo ?? 0,
      };
    });
    const totals = days.reduce<Omit<Figures, 'load_factor'>>(
      (sum, day) => ({
        bookings: sum.bookings + day.bookings,
        rides: sum.rides + day.rides,
        seats_sold: sum.seats_sold + day.seats_sold,
        seats_offered: sum.seats_offered + day.seats_offered,
        revenue_kobo: sum.revenue_kobo + day.revenue_kobo,
        refunds_kobo: sum.refunds_kobo + day.refunds_kobo,
        top_ups_kobo: sum.top_ups_kobo + day.top_ups_kobo,
      }),
      {
        bookings: 0,
        rides: 0,
        seats_sold: 0,
        seats_offered: 0,
        revenue_kobo: 0,
        refunds_kobo: 0,
        top_ups_kobo: 0,
      },
    );
    return {
      from: query.from,
      to: query.to,
      data: days,
      meta: { page: 1, limit: days.length, total: days.length },
      totals: { ...totals, load_factor: loadFactor(totals.seats_sold, totals.seats_offered) },
    };
  }
}
