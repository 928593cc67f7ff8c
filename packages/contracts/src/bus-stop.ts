import { z } from 'zod';

/** A bus stop as the spec shows it: the location is its label (docs/product.md#route-search). */
export const BusStop = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city_id: z.number().int(),
});
export type BusStop = z.infer<typeof BusStop>;
