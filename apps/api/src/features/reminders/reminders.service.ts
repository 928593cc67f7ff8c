import { addDays, dateOnRun, formatRideDate, lagosDate, lagosInstant } from '@shuttle/contracts';
import type { Deps } from '../../shared/deps.ts';
import type { RiderNotice, RiderNoticesService } from '../notifications/rider-notices.service.ts';
import type { RunBus, RunsService } from '../runs/runs.service.ts';
import { RemindersRepository, type RideToTell } from './reminders.repository.ts';

/** When a ride's rider is picked up: the day after its trip date when its run passes midnight first. */
export const pickupInstant = (ride: Pick<RideToTell, 'tripDate' | 'departureTime' | 'pickupTime'>): Date =>
  lagosInstant(dateOnRun(ride.tripDate, ride.departureTime, ride.pickupTime), ride.pickupTime);

/** "white Toyota Hiace, LND-123-AB; your driver is Ade." (no colour when none was recorded). */
export function describeBus(bus: RunBus): string {
  const vehicle = [bus.colour, bus.brand, bus.model].filter(Boolean).join(' ');
  return `${vehicle}, plate ${bus.plate}; your driver is ${bus.driverFirstName}`;
}

/** The queue of reminders for rides booked inside the window; the scheduled sweep is `reminders.due`. */
export const REMIND_BOOKED_JOB = 'reminders.booked';
/**
 * How often `reminders.due` looks for pick-ups entering the window: a reminder goes out at most
 * this late, well inside the half hour riders get by default.
 */
export const REMINDER_SWEEP_SECONDS = 60;

const bookingLink = (ride: RideToTell) => `/dashboard/my-bookings/${ride.bookingId}`;

/**
 * The ride day's notices (docs/notices.md, docs/decisions/256): a reminder REMINDER_MINUTES_BEFORE
 * the pick-up, once per ride whatever the job's retries, with the bus and driver once the run
 * has both; and the riders of a run told when another vehicle is put on it.
 */
export class RemindersService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'config'>,
    private readonly runs: RunsService,
    private readonly notices: RiderNoticesService,
  ) {}

  /**
   * Reminds every ride whose pick-up is within the reminder window and still ahead (only those
   * of `rideIds` when given: a booking made inside the window). How many were reminded now.
   */
  async sendDue(rideIds?: number[]): Promise<number> {
    const now = this.deps.clock.now();
    const windowMs = this.deps.config.REMINDER_MINUTES_BEFORE * 60_000;
    const repository = new RemindersRepository(this.deps.db);
    // From yesterday's runs (a run past midnight picks up today) to the window's last date.
    const candidates = await repository.unremindedRides(
      addDays(lagosDate(now), -1),
      lagosDate(new Date(now.getTime() + windowMs)),
      rideIds,
    );
    const due = candidates.filter((ride) => {
      const until = pickupInstant(ride).getTime() - now.getTime();
      return until > 0 && until <= windowMs;
    });
    if (due.length === 0) return 0;
    const buses = await this.runs.busesOf([...new Set(due.map((ride) => ride.tripDayId))]);
    let sent = 0;
    for (const ride of due) {
      const notice = reminderOf(ride, buses.get(ride.tripDayId));
      const claimed = await this.deps.db.transaction(async (tx) => {
        if (!(await new RemindersRepository(tx).claim(ride.rideId, this.deps.clock.now()))) return false;
        await this.notices.deliver(tx, [ride.rider], notice);
        return true;
      });
      if (!claimed) continue;
      sent++;
      this.notices.afterCommit();
    }
    return sent;
  }

  /** Tells every rider booked on the run which bus and driver now come (after an operator's change). */
  async tellVehicleChanged(tripDayId: number): Promise<number> {
    const bus = (await this.runs.busesOf([tripDayId])).get(tripDayId);
    const rides = await new RemindersRepository(this.deps.db).ridesOnRun(tripDayId);
    if (!bus || rides.length === 0) return 0;
    const [first] = rides as [RideToTell];
    const notice: RiderNotice = {
      kind: 'run_notice',
      title: 'Another bus for your ride',
      body: `Your ${first.routeCode} ride of ${formatRideDate(first.tripDate)} now comes with a ${describeBus(bus)}.`,
      smsText: `Shuttle: your ${first.routeCode} ride of ${formatRideDate(first.tripDate)} now comes with a ${describeBus(bus)}.`,
      link: '/dashboard/my-bookings',
    };
    const riders = [...new Map(rides.map((ride) => [ride.rider.id, ride.rider])).values()];
    await this.deps.db.transaction((tx) => this.notices.deliver(tx, riders, notice));
    this.notices.afterCommit();
    return riders.length;
  }
}

function reminderOf(ride: RideToTell, bus: RunBus | undefined): RiderNotice {
  const when = `${ride.pickupTime} at ${ride.pickupName}`;
  const busLine = bus ? ` Your bus: a ${describeBus(bus)}.` : '';
  return {
    kind: 'reminder',
    title: `Your ${ride.routeCode} pick-up at ${ride.pickupTime}`,
    body: `Be ready for your pick-up at ${when}.${busLine} Show your boarding pass when you board.`,
    smsText: `Shuttle: pick-up ${when} (${ride.routeCode}).${busLine}`,
    link: bookingLink(ride),
  };
}
