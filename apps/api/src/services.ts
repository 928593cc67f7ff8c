import { lagosDate } from '@shuttle/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AvatarsService } from './features/account-area/avatars.service.ts';
import { DataRightsService } from './features/account-area/data-rights.service.ts';
import { MobilityCardsService } from './features/account-area/mobility-cards.service.ts';
import { PasswordChangeService } from './features/account-area/password-change.service.ts';
import { RouteSuggestionsService } from './features/account-area/route-suggestions.service.ts';
import { TripPreferencesService } from './features/account-area/trip-preferences.service.ts';
import { AccountsService } from './features/accounts/accounts.service.ts';
import { PasswordResetService } from './features/accounts/password-reset.service.ts';
import { StaffAccountsService } from './features/accounts/staff-accounts.service.ts';
import { VerificationService } from './features/accounts/verification.service.ts';
import { AuditLogService } from './features/audit-log/audit-log.service.ts';
import { BookingsService } from './features/booking/bookings.service.ts';
import { RideHistoryService } from './features/booking/ride-history.service.ts';
import { BusPartnerService } from './features/bus-partner/bus-partner.service.ts';
import { DriverService } from './features/driver/driver.service.ts';
import { DriversService } from './features/fleet/drivers.service.ts';
import { VehiclesService } from './features/fleet/vehicles.service.ts';
import { FormsService } from './features/forms/forms.service.ts';
import { UploadsService } from './features/forms/uploads.service.ts';
import { NetworkService } from './features/network/network.service.ts';
import { NotificationsService } from './features/notifications/notifications.service.ts';
import { RiderNoticesService } from './features/notifications/rider-notices.service.ts';
import { CompaniesAdminService } from './features/operations/companies-admin.service.ts';
import { DailyReportService } from './features/operations/daily-report.service.ts';
import { InboxService } from './features/operations/inbox.service.ts';
import { JobsAdminService } from './features/operations/jobs-admin.service.ts';
import { NetworkAdminService } from './features/operations/network-admin.service.ts';
import { PromoCodesAdminService } from './features/operations/promo-codes-admin.service.ts';
import { RidersAdminService } from './features/operations/riders-admin.service.ts';
import { StaffService } from './features/operations/staff.service.ts';
import { PartnerService } from './features/partner/partner.service.ts';
import { createPaymentProvider } from './features/payments/payment-providers.ts';
import { PaymentsService } from './features/payments/payments.service.ts';
import { PromotionsService } from './features/promotions/promotions.service.ts';
import { RideDiscountsService } from './features/promotions/ride-discounts.service.ts';
import { RatingsService } from './features/ratings/ratings.service.ts';
import { ReceiptsService } from './features/receipts/receipts.service.ts';
import { REMIND_BOOKED_JOB, RemindersService } from './features/reminders/reminders.service.ts';
import { BoardingService } from './features/runs/boarding.service.ts';
import { RunNoticesService } from './features/runs/run-notices.service.ts';
import { RunsService } from './features/runs/runs.service.ts';
import { createLiveHub } from './features/tracking/live-hub.ts';
import { noPush, WebPushSender } from './features/tracking/push-sender.ts';
import { TrackingService } from './features/tracking/tracking.service.ts';
import { CompaniesService } from './features/wallet/companies.service.ts';
import { LedgerService } from './features/wallet/ledger.service.ts';
import { StatementsService } from './features/wallet/statements.service.ts';
import { WalletService } from './features/wallet/wallet.service.ts';
import type { TokenService } from './shared/auth.ts';
import type { Deps } from './shared/deps.ts';

/**
 * The composition root: every service is built here, once per process, and route plugins
 * take them from `app.services`. A throttle, cache or provider therefore exists once, and a
 * feature reaches another feature through its service, never its repository (ARCHITECTURE.md).
 */
export function buildServices(deps: Deps, tokens: TokenService, log: FastifyBaseLogger) {
  const wallets = new WalletService(deps);
  const auditLog = new AuditLogService(deps);
  const accounts = new AccountsService(deps, tokens, wallets, auditLog);
  const rideDiscounts = new RideDiscountsService(deps.clock);
  // Bookings and top-ups issue their receipts in their own transactions (docs/decisions/247).
  const receipts = new ReceiptsService(deps);
  // The bus and driver on the booking page come from the runs feature, built just below: the
  // call happens on a request, once both exist (docs/decisions/256).
  const bookings: BookingsService = new BookingsService(deps, rideDiscounts, receipts, (runIds) =>
    runs.busesOf(runIds),
  );
  const ledger = new LedgerService(deps.clock);
  const notifications = new NotificationsService(deps);
  const staffAccounts = new StaffAccountsService(deps, accounts, tokens);
  const uploads = new UploadsService(deps);
  const promotions = new PromotionsService(deps);
  const network = new NetworkService(deps);
  // The runs feature stands below booking: the refund of a called-off run's rides is the
  // booking feature's, handed in here (docs/decisions/241-the-runs-feature.md).
  // Seats a run's larger capacity frees go to its waitlist, booked by the booking feature (R20).
  const runs = new RunsService(deps, bookings, auditLog, bookings);
  // The fleet page shows each vehicle's last fix; tracking, built next, answers when asked.
  const vehicles: VehiclesService = new VehiclesService(deps, runs, auditLog, (ids) =>
    tracking.lastFixesOfVehicles(ids),
  );
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = deps.config;
  // Live tracking spans processes through Redis when REDIS_URL is set (ADR 167).
  const tracking = new TrackingService(
    deps,
    vehicles,
    runs,
    notifications,
    createLiveHub(deps.config.REDIS_URL),
    VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
      ? new WebPushSender(VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)
      : noPush,
    // The SSE connections gauge of /metrics (docs/decisions/138); a failed heartbeat check is logged.
    {
      opened: () => deps.metrics.streamOpened(),
      closed: () => deps.metrics.streamClosed(),
      failed: (error) => log.warn({ err: error }, 'live stream heartbeat check failed'),
    },
  );
  const boarding = new BoardingService(deps);
  const driver = new DriverService(deps, boarding, runs, auditLog);
  // Watchers of a run hear every status move at once (docs/decisions/165, 241).
  runs.onStatus(({ tripDayId }) => {
    tracking
      .publishStatus(tripDayId)
      .catch((error) => log.warn({ err: error, tripDayId }, 'run status not published'));
  });
  // Notices in the app, and by push, email and SMS as each rider chose (docs/decisions/257).
  const riderNotices = new RiderNoticesService(deps, notifications);
  const reminders = new RemindersService(deps, runs, riderNotices);
  // Another bus on a run is told to its riders; a ride booked inside the reminder window is
  // reminded at once, through the job queue like every reminder (docs/decisions/256).
  runs.onVehicleChanged((tripDayId) =>
    deps.background.run(() => reminders.tellVehicleChanged(tripDayId).then(() => undefined)),
  );
  bookings.onBooked((rides) => {
    const soon = lagosDate(
      new Date(deps.clock.now().getTime() + deps.config.REMINDER_MINUTES_BEFORE * 60_000),
    );
    const rideIds = rides.filter((ride) => ride.tripDate <= soon).map((ride) => ride.id);
    if (rideIds.length === 0) return;
    deps.jobs
      .send(REMIND_BOOKED_JOB, { rideIds })
      .catch((error) => log.warn({ err: error, rideIds }, 'reminder of a new booking not queued'));
  });
  const tripPreferences = new TripPreferencesService(deps);
  return {
    accounts,
    riderNotices,
    reminders,
    verification: new VerificationService(deps, accounts),
    // Shares the login throttle: a reset forgives the account's failed logins (ADR 102).
    passwordReset: new PasswordResetService(deps, accounts.throttle),
    passwordChange: new PasswordChangeService(deps, tokens, accounts),
    avatars: new AvatarsService(deps, auditLog),
    mobilityCards: new MobilityCardsService(deps),
    tripPreferences,
    // A copy of the rider's data, and the deletion of their account (docs/decisions/249).
    dataRights: new DataRightsService(deps, accounts, tripPreferences, auditLog),
    routeSuggestions: new RouteSuggestionsService(deps),
    network,
    ledger,
    wallets,
    payments: new PaymentsService(deps, createPaymentProvider(deps.config), log, receipts),
    receipts,
    statements: new StatementsService(deps, wallets),
    bookings,
    rideHistory: new RideHistoryService(deps),
    waitlist: bookings.waitlist,
    notifications,
    promotions,
    rideDiscounts,
    forms: new FormsService(deps),
    uploads,
    partner: new PartnerService(deps, accounts, tokens),
    auditLog,
    networkAdmin: new NetworkAdminService(deps, runs, auditLog),
    runs,
    vehicles,
    tracking,
    // A notice also goes out as a web push to the riders who chose it (ADR 157, 263).
    runNotices: new RunNoticesService(deps, notifications, auditLog),
    jobsAdmin: new JobsAdminService(deps, auditLog),
    ridersAdmin: new RidersAdminService(deps, ledger, notifications, auditLog),
    staffAccounts,
    staff: new StaffService(deps, staffAccounts, auditLog),
    drivers: new DriversService(deps, staffAccounts, auditLog),
    busPartner: new BusPartnerService(deps, accounts, tracking, runs),
    inbox: new InboxService(deps, staffAccounts, uploads, auditLog),
    dailyReport: new DailyReportService(deps, bookings, ledger),
    promoCodesAdmin: new PromoCodesAdminService(deps, promotions, auditLog),
    companiesAdmin: new CompaniesAdminService(
      deps,
      new CompaniesService(deps, ledger),
      accounts,
      staffAccounts,
      auditLog,
    ),
    boarding,
    driver,
    ratings: new RatingsService(deps, boarding, runs),
  };
}

export type Services = ReturnType<typeof buildServices>;
