import {
  addDays,
  type BusPartnerDriverList,
  type BusPartnerEarnings,
  type BusPartnerProfile,
  type BusPartnerRun,
  type BusPartnerRunList,
  type BusPartnerRunsQuery,
  type BusPartnerVehicleList,
  type LiveBoard,
  unpagedList,
} from '@shuttle/contracts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { csvCell } from '../runs/manifest-csv.ts';
import type { PartnerRunRow, RunsService } from '../runs/runs.service.ts';
import type { TrackingService } from '../tracking/tracking.service.ts';
import { BusPartnerRepository } from './bus-partner.repository.ts';

/** A month's statement lists at most this many runs (a partner's fleet runs a few hundred). */
const STATEMENT_LIMIT = 5_000;

/**
 * The bus partners' portal (docs/decisions/172-bus-partner-portal.md). The wing lets only bus
 * partners in; every answer is read through the caller's own id, so no id in a request can
 * reach another partner's data.
 */
export class BusPartnerService {
  constructor(
    private readonly deps: Pick<Deps, 'db'>,
    private readonly accounts: AccountsService,
    private readonly tracking: Pick<TrackingService, 'lastPositionsOfVehicles' | 'liveBoard'>,
    private readonly runsService: Pick<RunsService, 'partnerDrivers' | 'partnerRuns' | 'partnerEarnings'>,
  ) {}

  async profile(partner: Rider): Promise<BusPartnerProfile> {
    const user = await this.accounts.findUser(partner.id);
    return {
      id: user.id,
      fname: user.fname,
      lname: user.lname,
      email: user.email,
      company_name: await new BusPartnerRepository(this.deps.db).companyOf(partner.id),
    };
  }

  /** With where each bus was last seen, by its tracker or its driver's phone (null if never). */
  async vehicles(partner: Rider): Promise<BusPartnerVehicleList> {
    const rows = await new BusPartnerRepository(this.deps.db).vehicles(partner.id);
    const positions = await this.tracking.lastPositionsOfVehicles(rows.map((row) => row.id));
    return unpagedList(
      rows.map((row) => ({
        id: row.id,
        registration_number: row.registration_number,
        brand: row.brand,
        model: row.model,
        capacity: row.capacity,
        active: row.active,
        cost_of_supply_kobo: Number(row.cost_of_supply_kobo),
        has_tracker: row.has_tracker,
        last_position: positions.get(row.id) ?? null,
      })),
    );
  }

  /**
   * The partner's own buses on today's runs, with their routes and latest positions, as the
   * operators' live board shows them (ADR 254); another partner's runs never appear.
   */
  async live(partner: Rider): Promise<LiveBoard> {
    const vehicles = await new BusPartnerRepository(this.deps.db).vehicles(partner.id);
    if (vehicles.length === 0) return unpagedList([]);
    return this.tracking.liveBoard(vehicles.map((vehicle) => vehicle.id));
  }

  async drivers(partner: Rider): Promise<BusPartnerDriverList> {
    const rows = await this.runsService.partnerDrivers(partner.id);
    return unpagedList(
      rows.map((row) => ({
        id: row.id,
        fname: row.fname,
        lname: row.lname,
        phone: row.phone,
        runs: Number(row.runs),
        last_run_date: String(row.last_run_date),
      })),
    );
  }

  async runs(partner: Rider, query: BusPartnerRunsQuery): Promise<BusPartnerRunList> {
    const { rows, total } = await this.runsService.partnerRuns(
      partner.id,
      { from: query.from, to: query.to },
      query.page,
      query.limit,
    );
    return { data: rows.map(toRun), meta: { page: query.page, limit: query.limit, total } };
  }

  async earnings(partner: Rider): Promise<BusPartnerEarnings> {
    const rows = await this.runsService.partnerEarnings(partner.id);
    return unpagedList(
      rows.map((row) => ({
        month: row.month,
        completed_runs: Number(row.completed_runs),
        earnings_kobo: Number(row.earnings_kobo),
      })),
    );
  }

  /** The completed runs of a month, one line each, and the total: the partner's statement. */
  async statementCsv(partner: Rider, month: string): Promise<string> {
    const from = `${month}-01`;
    const to = addDays(nextMonth(month), -1);
    const { rows } = await this.runsService.partnerRuns(
      partner.id,
      { from, to, status: 'completed' },
      1,
      STATEMENT_LIMIT,
    );
    const runs = rows.map(toRun).reverse();
    const header = ['Date', 'Departure', 'Route', 'Vehicle', 'Driver', 'Seats sold', 'Earnings (kobo)'];
    const lines = runs.map((run) =>
      [
        run.trip_date,
        run.departure_time,
        `${run.route.code} ${run.route.name}`,
        run.vehicle.registration_number,
        run.driver ? `${run.driver.fname} ${run.driver.lname}` : '',
        run.seats_sold,
        run.earnings_kobo,
      ]
        .map(csvCell)
        .join(','),
    );
    const total = runs.reduce((sum, run) => sum + run.earnings_kobo, 0);
    const footer = ['Total', '', '', '', '', '', total].map(csvCell).join(',');
    return `${[header.map(csvCell).join(','), ...lines, footer].join('\r\n')}\r\n`;
  }
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

function toRun(row: PartnerRunRow): BusPartnerRun {
  return {
    id: row.id,
    trip_date: String(row.trip_date),
    departure_time: row.departure_time,
    route: { code: row.route_code, name: row.route_name },
    vehicle: { id: row.vehicle_id, registration_number: row.registration_number },
    driver:
      row.driver_id === null
        ? null
        : { id: row.driver_id, fname: row.driver_fname ?? '', lname: row.driver_lname ?? '' },
    status: row.status,
    capacity: row.capacity,
    seats_sold: row.seats_booked,
    earnings_kobo: Number(row.earnings_kobo),
  };
}
