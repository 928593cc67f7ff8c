import { z } from 'zod';

/** A bus stop as the spec shows it: the location is its label (spec section 3). */
export const BusStop = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city_id: z.number().int(),
});
export type BusStop = z.infer<typeof BusStop>;
export const BusStopList = z.object({ data: z.array(BusStop) });
export type BusStopList = z.infer<typeof BusStopList>;
