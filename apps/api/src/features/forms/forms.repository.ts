import {
  charterRequests,
  driverApplications,
  type Executor,
  feedback,
  partnerApplications,
  programmeApplications,
} from '@shuttle/db';

export type NewCharterRequest = typeof charterRequests.$inferInsert;
export type NewDriverApplication = typeof driverApplications.$inferInsert;
export type NewPartnerApplication = typeof partnerApplications.$inferInsert;
export type NewProgrammeApplication = typeof programmeApplications.$inferInsert;
export type NewFeedback = typeof feedback.$inferInsert;

/** The SQL of the public forms: one insert per kind (operators read them in their inboxes). */
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

  private idOf(row: { id: number } | undefined): number {
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row.id;
  }
}
