import {
  count,
  desc,
  type Executor,
  eq,
  type RouteSuggestionRow,
  routeSuggestions,
  users,
} from '@shuttle/db';

export type NewRouteSuggestion = Omit<typeof routeSuggestions.$inferInsert, 'id'>;

export interface Suggester {
  id: number;
  fname: string;
  lname: string;
  email: string;
}

export class RouteSuggestionsRepository {
  constructor(private readonly db: Executor) {}

  async insert(suggestion: NewRouteSuggestion): Promise<RouteSuggestionRow> {
    const [row] = await this.db.insert(routeSuggestions).values(suggestion).returning();
    if (!row) throw new Error('route suggestion insert returned no row');
    return row;
  }

  async of(userId: number): Promise<RouteSuggestionRow[]> {
    return this.db
      .select()
      .from(routeSuggestions)
      .where(eq(routeSuggestions.userId, userId))
      .orderBy(desc(routeSuggestions.createdAt), desc(routeSuggestions.id));
  }

  async page(
    page: number,
    limit: number,
  ): Promise<{ rows: { suggestion: RouteSuggestionRow; user: Suggester }[]; total: number }> {
    const rows = await this.db
      .select({
        suggestion: routeSuggestions,
        user: { id: users.id, fname: users.fname, lname: users.lname, email: users.email },
      })
      .from(routeSuggestions)
      .innerJoin(users, eq(users.id, routeSuggestions.userId))
      .orderBy(desc(routeSuggestions.createdAt), desc(routeSuggestions.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.select({ value: count() }).from(routeSuggestions);
    return { rows, total: total?.value ?? 0 };
  }
}
