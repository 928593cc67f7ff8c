import { z } from 'zod';

/**
 * The meta of every list (docs/decisions/131). Here rather than in `wallet.ts`, so that a form
 * that reads a short list (login reads the cities) does not load the wallet's contracts.
 */
export const PageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/**
 * A list that is never paged (the bus stops, the cities, a day's trips, the catalogue, a rider's
 * own short lists) answers as every list does, `{ data, meta }`, as one page holding everything:
 * page 1, limit and total both the count (docs/decisions/131).
 */
export const UnpagedList = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), meta: PageMeta });

export const unpagedList = <Row>(rows: Row[]) => ({
  data: rows,
  meta: { page: 1, limit: rows.length, total: rows.length },
});
