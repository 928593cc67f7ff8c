import type { InboxStatus } from '@shuttle/contracts';
import { desc, type Executor, eq, type RouteSuggestionRow, routeSuggestions } from '@shuttle/db';

export type NewRouteSuggestion = Omit<typeof routeSuggestions.$inferInsert, 'id'>;

export class RouteSuggestionsRepository {
  constructor(private readonly db: Executor) {}

  async insert(suggestion: NewRouteSuggestion): Promise<RouteSuggestionRow> {
    const [row] = await this.db.insert(routeSuggestions).values(suggestion).returning();
    if (!row) throw new Error('route suggestion insert returned no row');
    return row;
  }

  async setInboxState(id: number, state: { status: InboxStatus; assigneeId: number | null }): Promise<void> {
    await this.db.update(routeSuggestions).set(state).where(eq(routeSuggestions.id, id));
  }

  async of(userId: number): Promise<RouteSuggestionRow[]> {
    return this.db
      .select()
      .from(routeSuggestions)
      .where(eq(routeSuggestions.userId, userId))
      .orderBy(desc(routeSuggestions.createdAt), desc(routeSuggestions.id));
  }
}
