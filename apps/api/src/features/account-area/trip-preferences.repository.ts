import { type Executor, eq, tripPreferences } from '@shuttle/db';

export type TripPreferencesRow = typeof tripPreferences.$inferSelect;
export type TripPreferencesValues = Omit<TripPreferencesRow, 'userId'>;

export class TripPreferencesRepository {
  constructor(private readonly db: Executor) {}

  async find(userId: number): Promise<TripPreferencesRow | undefined> {
    const [row] = await this.db.select().from(tripPreferences).where(eq(tripPreferences.userId, userId));
    return row;
  }

  async save(userId: number, values: TripPreferencesValues): Promise<void> {
    await this.db
      .insert(tripPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: tripPreferences.userId, set: values });
  }
}
