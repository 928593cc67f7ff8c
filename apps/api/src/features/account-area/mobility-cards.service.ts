import {
  CARD_MESSAGES,
  type CardLinkInput,
  type MobilityCard,
  type MobilityCardList,
  unpagedList,
} from '@shuttle/contracts';
import { and, eq, isNull, type MobilityCardRow, mobilityCards, rowsOf, sql } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';

const toAnswer = (row: MobilityCardRow): MobilityCard => ({
  id: row.id,
  number: row.number,
  linked_at: row.linkedAt.toISOString(),
});

/**
 * A rider's mobility cards (docs/decisions/260-mobility-card.md): linked by the printed number
 * or the NFC tag's serial, unlinked when lost. The driver's check-in finds a ride by a linked card
 * (the runs feature's boarding reads this table); an unlinked card boards nobody.
 */
export class MobilityCardsService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  async list(userId: number): Promise<MobilityCardList> {
    const rows = await this.deps.db
      .select()
      .from(mobilityCards)
      .where(and(eq(mobilityCards.userId, userId), isNull(mobilityCards.unlinkedAt)))
      .orderBy(mobilityCards.id);
    return unpagedList(rows.map(toAnswer));
  }

  /**
   * Links a card; linking one already on this account answers it again. A number linked to
   * another account is refused: the unique index on linked numbers decides, so two riders
   * linking one card at once cannot both have it.
   */
  async link(userId: number, input: CardLinkInput): Promise<MobilityCard> {
    const now = this.deps.clock.now();
    const [inserted] = await rowsOf<{ id: number }>(
      this.deps.db,
      sql`INSERT INTO mobility_cards (user_id, number, linked_at)
          VALUES (${userId}, ${input.number}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (number) WHERE unlinked_at IS NULL DO NOTHING RETURNING id`,
    );
    const [row] = await this.deps.db
      .select()
      .from(mobilityCards)
      .where(and(eq(mobilityCards.number, input.number), isNull(mobilityCards.unlinkedAt)));
    if (!row || (!inserted && row.userId !== userId)) throw new AppError('CONFLICT', CARD_MESSAGES.taken);
    return toAnswer(row);
  }

  /** Unlinks a lost card: from now on it boards nobody. */
  async unlink(userId: number, cardId: number): Promise<void> {
    const rows = await this.deps.db
      .update(mobilityCards)
      .set({ unlinkedAt: this.deps.clock.now() })
      .where(
        and(eq(mobilityCards.id, cardId), eq(mobilityCards.userId, userId), isNull(mobilityCards.unlinkedAt)),
      )
      .returning({ id: mobilityCards.id });
    if (rows.length === 0) throw notFound(CARD_MESSAGES.notFound);
  }
}
