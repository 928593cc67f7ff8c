import { lagosDate } from '@shuttle/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AvatarsService } from './features/account-area/avatars.service.ts';
import { DataRightsService } from './features/account-area/data-rights.service.ts';
import { MobilityCardsService } from './features/account-area/mobility-cards.service.ts';
import { PasswordChangeService } from './features/account-area/password-change.service.ts';
import { RouteSuggestionsService } from './features/account-area/route-suggestions.service.ts';
import { TripPreferencesService } from './features/account-area/trip-preferences.service.ts';
import { AccountsService } from './features/accounts/accounts.service.ts';
import { EmailChangeService } from './features/accounts/email-change.service.ts';
import { PasswordResetService } from './features/accounts/password-reset.service.ts';
import { StaffService } from './features/accounts/staff.service.ts';
import { StaffAccountsService } from './features/accounts/staff-accounts.service.ts';
import { VerificationService } from './features/accounts/verification.service.ts';
import { AuditLogService } from './features/audit-log/audit-log.service.ts';
import { BookingsService } from './features/booking/bookings.service.ts';
import { RideHistoryService } from './features/booking/ride-history.service.ts';
import { RideMovesService } from './features/booking/ride-moves.service.ts';
import { WaitlistService } from './features/booking/waitlist.service.ts';
import { BusPartnerService } from './features/bus-partner/bus-partner.service.ts';
import { DriverService } from './features/driver/driver.service.ts';
import { DriversService } from './features/fleet/drivers.service.ts';
import { VehiclesService } from './features/fleet/vehicles.service.ts';
import { FormsService } from './features/forms/forms.service.ts';
import { InboxService } from './features/forms/inbox.service.ts';
import { UploadsService } from './features/forms/uploads.service.ts';
import { NetworkService } from './features/network/network.service.ts';
import { NetworkAdminService } from './features/network/network-admin.service.ts';
import { NotificationsService } from './features/notifications/notifications.service.ts';
import { RiderNoticesService } from './features/notifications/rider-notices.service.ts';
import { DailyReportService } from './features/operations/daily-report.service.ts';
import { JobsAdminService } from './features/operations/jobs-admin.service.ts';
import { PartnerService } from './features/partner/partner.service.ts';
import { createPaymentProvider } from './features/payments/payment-providers.ts';
import { PaymentsService } from './features/payments/payments.service.ts';
import { SandboxCheckoutService } from './features/payments/sandbox-checkout.service.ts';
import { PromoCodesAdminService } from './features/promotions/promo-codes-admin.service.ts';
import { PromotionsService } from './features/promotions/promotions.service.ts';
import { RideDiscountsService } from './features/promotions/ride-discounts.service.ts';
import { RatingsService } from './features/ratings/ratings.service.ts';
import { ReceiptsService } from './features/receipts/receipts.service.ts';
import { REMIND_BOOKED_JOB, RemindersService } from './features/reminders/reminders.service.ts';
import { BoardingService } from './features/runs/boarding.service.ts';
import { RunNoticesService } from './features/runs/run-notices.service.ts';
import { RunSeats } from './features/runs/run-seats.service.ts';
import { RunsService } from './features/runs/runs.service.ts';
import { createLiveHub, type LiveHub } from './features/tracking/live-hub.ts';
import { noPush, WebPushSender } from './features/tracking/push-sender.ts';
import { TrackingService } from './features/tracking/tracking.service.ts';
import { CompaniesService } from './features/wallet/companies.service.ts';
import { CompaniesAdminService } from './features/wallet/companies-admin.service.ts';
import { LedgerService } from './features/wallet/ledger.service.ts';
import { RidersAdminService } from './features/wallet/riders-admin.service.ts';
import { StatementsService } from './features/wallet/statements.service.ts';
import { WalletService } from './features/wallet/wallet.service.ts';
import type { TokenService } from './shared/auth.ts';
import type { Deps } from './shared/deps.ts';

/**
 * The composition root: every service is built here, once per process, and route plugins
 * take them from `app.services`. A throttle, cache or provider therefore exists once, and a
 * feature reaches another feature through its service, never its repository (ARCHITECTURE.md).
 */
export function buildServices(
  deps: Deps,
  tokens: TokenService,
  log: FastifyBaseLogger,
  /** A command-line run keeps live tracking in its own process (cli/command-line-root.ts). */
  options: { liveHub?: LiveHub } = {},
) {
  // One ledger, one network (with its discovery cache) and one notifications service, shared
  // by every feature that moves money, sells seats or tells a rider (docs/decisions/271).
  const ledger = new LedgerService(deps.clock);
  const network = new NetworkService(deps);
  const notifications = new NotificationsService(deps);
  const wallets = new WalletService(deps, ledger);
  const auditLog = new AuditLogService(deps);
  // An email change sends the new address's code through the accounts service built next.
  const emailChanges: EmailChangeService = new EmailChangeService(deps, (tx, user, now) =>
    accounts.sendVerificationCode(tx, user, now),
  );
  const accounts = new AccountsService(deps, tokens, wallets, auditLog, emailChanges);
  const rideDiscounts = new RideDiscountsService(deps.clock);
  // Bookings and top-ups issue their receipts in their own transactions (docs/decisions/247).
  const receipts = new ReceiptsService(deps);
  // A run's seats are the runs feature's; booking, its waitlist and the weekly bill count them too.
  const runSeats = new RunSeats();
  // A freed seat books the first rider in line through the booking's own write step.
  const waitlist: WaitlistService = new WaitlistService(
    deps,
    { network, notifications, seats: runSeats },
    (tx, userId, input) => bookings.bookFromWaitlist(tx, userId, input),
  );
  // The bus and driver on the booking page come from the runs feature, built just below: the
  // call happens on a request, once both exist (docs/decisions/256).
  const bookings: BookingsService = new BookingsService(deps, {
    network,
    ledger,
    notifications,
    seats: runSeats,
    discounts: rideDiscounts,
    receipts,
    waitlist,
    buses: (runIds) => runs.busesOf(runIds),
  });
  const staffAccounts = new StaffAccountsService(deps, accounts, tokens);
  const uploads = new UploadsService(deps);
  const promotions = new PromotionsService(deps, ledger, notifications);
  const payments = new PaymentsService(
    deps,
    createPaymentProvider(deps.config),
    log,
    receipts,
    ledger,
    notifications,
  );
  // The runs feature stands below booking: the refund of a called-off run's rides is the
  // booking feature's, handed in here (docs/decisions/241-the-runs-feature.md).
  // Seats a run's larger capacity frees go to its waitlist, booked by the booking feature (R20).
  // A run's lifecycle moves its rides through the booking feature, which owns them (ADR 269).
  const rideMoves = new RideMovesService();
  const runs = new RunsService(deps, bookings, auditLog, bookings, rideMoves, runSeats);
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
    options.liveHub ?? createLiveHub(deps.config.REDIS_URL),
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
  const boarding = new BoardingService(deps, rideMoves);
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
  const routeSuggestions = new RouteSuggestionsService(deps);
  return {
    accounts,
    riderNotices,
    reminders,
    verification: new VerificationService(deps, accounts, notifications),
    // Shares the login throttle: a reset forgives the account's failed logins (ADR 102).
    passwordReset: new PasswordResetService(deps, accounts.throttle),
    passwordChange: new PasswordChangeService(deps, tokens, accounts),
    avatars: new AvatarsService(deps, accounts, auditLog),
    mobilityCards: new MobilityCardsService(deps),
    tripPreferences,
    // A copy of the rider's data, and the deletion of their account (docs/decisions/249).
    dataRights: new DataRightsService(deps, accounts, tripPreferences, auditLog, [
      notifications,
      tracking,
      waitlist,
    ]),
    routeSuggestions,
    network,
    ledger,
    wallets,
    payments,
    // The sandbox's checkout hands its signed webhooks to the webhook's own handler (ADR 271).
    sandboxCheckout:
      deps.config.PAYMENTS_PROVIDER === 'sandbox'
        ? new SandboxCheckoutService(deps, (rawBody, signature) =>
            payments.receiveWebhook(Buffer.from(rawBody), signature),
          )
        : null,
    receipts,
    statements: new StatementsService(deps, wallets),
    bookings,
    rideHistory: new RideHistoryService(deps),
    waitlist,
    // What the weekly bill (a scheduled job, and `npm run job:billing`) stands on.
    weeklyBilling: { ledger, discounts: rideDiscounts, receipts, notifications, waitlist, seats: runSeats },
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
    runNotices: new RunNoticesService(deps, riderNotices, auditLog),
    jobsAdmin: new JobsAdminService(deps, auditLog),
    ridersAdmin: new RidersAdminService(deps, ledger, notifications, auditLog),
    staffAccounts,
    staff: new StaffService(deps, staffAccounts, auditLog),
    drivers: new DriversService(deps, staffAccounts, auditLog),
    busPartner: new BusPartnerService(deps, accounts, tracking, runs),
    inbox: new InboxService(deps, staffAccounts, uploads, auditLog, routeSuggestions),
    dailyReport: new DailyReportService(deps, bookings, ledger),
    promoCodesAdmin: new PromoCodesAdminService(deps, promotions, auditLog),
    companiesAdmin: new CompaniesAdminService(
      deps,
      new CompaniesService(deps, ledger, accounts),
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
