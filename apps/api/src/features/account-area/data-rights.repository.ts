import {
  and,
  asc,
  bookingRides,
  bookings,
  charterRequests,
  type DataExportRow,
  dataExports,
  desc,
  type Executor,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  ledgerEntries,
  ledgerTransactions,
  lte,
  mobilityCards,
  notifications,
  routeSuggestions,
  sql,
  tripDays,
  tripPreferences,
  users,
  wallets,
} from '@shuttle/db';

/** Everything the archive holds about one rider, straight from their rows. */
export interface RiderData {
  bookings: (typeof bookings.$inferSelect)[];
  rides: (typeof bookingRides.$inferSelect & { tripDate: string })[];
  walletLines: {
    transactionId: number;
    kind: string;
    title: string;
    reference: string | null;
    bookingId: number | null;
    amountKobo: number;
    balanceAfterKobo: number | null;
    createdAt: Date;
  }[];
  notifications: (typeof notifications.$inferSelect)[];
  charterRequests: (typeof charterRequests.$inferSelect)[];
  routeSuggestions: (typeof routeSuggestions.$inferSelect)[];
}

/** The data export's rows and the reads and writes of an account's deletion (ADR 249). */
export class DataRightsRepository {
  constructor(private readonly db: Executor) {}

  async createExport(id: string, userId: number, now: Date): Promise<DataExportRow> {
    const [row] = await this.db.insert(dataExports).values({ id, userId, createdAt: now }).returning();
    return row as DataExportRow;
  }

  async findExport(id: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  }

  async latestExportOf(userId: number): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row;
  }

  /** Marks the copy ready; false when another run of the job got there first. */
  async markReady(id: string, fileKey: string, byteSize: number, now: Date, expiresAt: Date) {
    const updated = await this.db
      .update(dataExports)
      .set({ status: 'ready', fileKey, byteSize, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
      .returning({ id: dataExports.id });
    return updated.length > 0;
  }

  expiredFiles(now: Date, limit: number) {
    return this.db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, now)))
      .limit(limit);
  }

  async forgetFile(id: string): Promise<void> {
    await this.db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
  }

  async riderData(userId: number): Promise<RiderData> {
    const ownBookings = await this.db
      .select()
      .from(bookings)
      .where(eq(bookings.userId, userId))
      .orderBy(asc(bookings.id));
    const rides = await this.db
      .select({ ride: bookingRides, tripDate: tripDays.tripDate })
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .innerJoin(tripDays, eq(tripDays.id, bookingRides.tripDayId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(tripDays.tripDate), asc(bookingRides.id));
    const walletLines = await this.db
      .select({
        transactionId: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        title: ledgerTransactions.title,
        reference: ledgerTransactions.paymentReference,
        bookingId: ledgerTransactions.bookingId,
        amountKobo: ledgerEntries.amountKobo,
        balanceAfterKobo: ledgerEntries.balanceAfterKobo,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(wallets.userId, userId))
      .orderBy(asc(ledgerEntries.id));
    return {
      bookings: ownBookings,
      rides: rides.map(({ ride, tripDate }) => ({ ...ride, tripDate })),
      walletLines,
      notifications: await this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id)),
      charterRequests: await this.db
        .select()
        .from(charterRequests)
        .where(eq(charterRequests.userId, userId))
        .orderBy(asc(charterRequests.id)),
      routeSuggestions: await this.db
        .select()
        .from(routeSuggestions)
        .where(eq(routeSuggestions.userId, userId))
        .orderBy(asc(routeSuggestions.id)),
    };
  }

  /** Rides still booked on a run of `today` (Lagos) or later. */
  async ridesAheadOf(userId: number, today: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookingRides)
      .innerJoin(bookings, eq(bookings.id, bookingRides.bookingId))
      .innerJoin(tripDays, eq(tripDays.id, bookingRides.tripDayId))
      .where(
        and(eq(bookings.userId, userId), eq(bookingRides.status, 'booked'), gte(tripDays.tripDate, today)),
      );
    return row?.count ?? 0;
  }

  /** The personal wallet's balance, its row locked so a top-up cannot land during the deletion. */
  async lockPersonalBalance(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ balanceKobo: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .for('update');
    return row?.balanceKobo ?? 0;
  }

  /** The user row, locked: a second deletion or a login's session waits for this one. */
  async lockUser(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).for('update');
    return row;
  }

  /**
   * The account area's part of a deletion: the rider's cards unlinked and trip preferences gone
   * (the user row, sessions and secrets are the accounts feature's, the rest their owners').
   */
  async forgetOwnRows(userId: number, now: Date): Promise<void> {
    await this.db
      .update(mobilityCards)
      .set({ unlinkedAt: now })
      .where(and(eq(mobilityCards.userId, userId), isNull(mobilityCards.unlinkedAt)));
    await this.db.delete(tripPreferences).where(eq(tripPreferences.userId, userId));
  }

  /** Copies not yet expired: their files go with the account. */
  liveExportFiles(userId: number, now: Date) {
    return this.db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(
        and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey), gt(dataExports.expiresAt, now)),
      );
  }
}
