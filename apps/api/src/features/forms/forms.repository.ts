import type { PgTable } from '@shuttle/db';
import {
  type CharterRequest,
  charterRequests,
  count,
  type DriverApplication,
  desc,
  driverApplications,
  type Executor,
  type Feedback,
  feedback,
  type PartnerApplication,
  type ProgrammeApplication,
  partnerApplications,
  programmeApplications,
} from '@shuttle/db';

export type NewCharterRequest = typeof charterRequests.$inferInsert;
export type NewDriverApplication = typeof driverApplications.$inferInsert;
export type NewPartnerApplication = typeof partnerApplications.$inferInsert;
export type NewProgrammeApplication = typeof programmeApplications.$inferInsert;
export type NewFeedback = typeof feedback.$inferInsert;

export interface Page {
  page: number;
  limit: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** The SQL of the public forms: one insert per kind, and the operators' lists. */
export class FormsRepository {
  constructor(private readonly db: Executor) {}

  async insertCharterRequest(values: NewCharterRequest): Promise<number> {
    const [row] = await this.db.insert(charterRequests).values(values).returning({ id: charterRequests.id });
    return this.idOf(row);
  }

  /** undefined when an application with this email (in any case) exists. */
  async insertDriverApplication(values: NewDriverApplication): Promise<number | undefined> {
    const [row] = await this.db
      .insert(driverApplications)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: driverApplications.id });
    return row?.id;
  }

  async insertPartnerApplication(values: NewPartnerApplication): Promise<number> {
    const [row] = await this.db
      .insert(partnerApplications)
      .values(values)
      .returning({ id: partnerApplications.id });
    return this.idOf(row);
  }

  async insertProgrammeApplication(values: NewProgrammeApplication): Promise<number> {
    const [row] = await this.db
      .insert(programmeApplications)
      .values(values)
      .returning({ id: programmeApplications.id });
    return this.idOf(row);
  }

  async insertFeedback(values: NewFeedback): Promise<number> {
    const [row] = await this.db.insert(feedback).values(values).returning({ id: feedback.id });
    return this.idOf(row);
  }

  listCharterRequests(page: Page): Promise<Paged<CharterRequest>> {
    return this.list(charterRequests, page, () =>
      this.db.select().from(charterRequests).orderBy(desc(charterRequests.id)),
    );
  }

  listDriverApplications(page: Page): Promise<Paged<DriverApplication>> {
    return this.list(driverApplications, page, () =>
      this.db.select().from(driverApplications).orderBy(desc(driverApplications.id)),
    );
  }

  listPartnerApplications(page: Page): Promise<Paged<PartnerApplication>> {
    return this.list(partnerApplications, page, () =>
      this.db.select().from(partnerApplications).orderBy(desc(partnerApplications.id)),
    );
  }

  listProgrammeApplications(page: Page): Promise<Paged<ProgrammeApplication>> {
    return this.list(programmeApplications, page, () =>
      this.db.select().from(programmeApplications).orderBy(desc(programmeApplications.id)),
    );
  }

  listFeedback(page: Page): Promise<Paged<Feedback>> {
    return this.list(feedback, page, () => this.db.select().from(feedback).orderBy(desc(feedback.id)));
  }

  /** Newest first, one page of them, and how many there are in all. */
  private async list<T>(
    table: PgTable,
    page: Page,
    select: () => { limit(limit: number): { offset(offset: number): Promise<T[]> } },
  ): Promise<Paged<T>> {
    const [rows, totals] = await Promise.all([
      select()
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      this.db.select({ total: count() }).from(table),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  private idOf(row: { id: number } | undefined): number {
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row.id;
  }
}
