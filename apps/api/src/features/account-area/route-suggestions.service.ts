import {
  type InboxStatus,
  type RouteSuggestion,
  type RouteSuggestionInput,
  type RouteSuggestionList,
  unpagedList,
} from '@shuttle/contracts';
import type { RouteSuggestionRow, Transaction } from '@shuttle/db';
import type { Deps } from '../../shared/deps.ts';
import { RouteSuggestionsRepository } from './route-suggestions.repository.ts';

const toSuggestion = (row: RouteSuggestionRow): RouteSuggestion => ({
  id: row.id,
  from: row.fromPlace,
  to: row.toPlace,
  departure_time: row.departureTime,
  return_time: row.returnTime,
  trip_days: row.tripDays,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

/** Routes riders would like us to run; operators read them to plan the network. */
export class RouteSuggestionsService {
  constructor(private readonly deps: Deps) {}

  async suggest(userId: number, input: RouteSuggestionInput): Promise<RouteSuggestion> {
    const row = await new RouteSuggestionsRepository(this.deps.db).insert({
      userId,
      fromPlace: input.from,
      toPlace: input.to,
      departureTime: input.departure_time,
      returnTime: input.return_time,
      tripDays: [...input.trip_days].sort((a, b) => a - b),
      note: input.note,
      createdAt: this.deps.clock.now(),
    });
    return toSuggestion(row);
  }

  /** The operators' inbox moves a suggestion's status and assignee inside its transaction. */
  async setInboxState(
    tx: Transaction,
    id: number,
    state: { status: InboxStatus; assigneeId: number | null },
  ): Promise<void> {
    await new RouteSuggestionsRepository(tx).setInboxState(id, state);
  }

  async of(userId: number): Promise<RouteSuggestionList> {
    const rows = await new RouteSuggestionsRepository(this.deps.db).of(userId);
    return unpagedList(rows.map(toSuggestion));
  }
}
