import { z } from 'zod';
import {
  downloadBusPartnerStatementAddress,
  getBusPartnerDriversAddress,
  getBusPartnerEarningsAddress,
  getBusPartnerLiveAddress,
  getBusPartnerProfileAddress,
  getBusPartnerRunsAddress,
  getBusPartnerVehiclesAddress,
} from './addresses/bus-partner.ts';
import { defineCall } from './call.ts';
import { dateField } from './fields.ts';
import { PageMeta } from './lists.ts';
import { LiveBoard } from './tracking.ts';

/**
 * The bus partners' portal, /v1/bus-partner/... (docs/decisions/172-bus-partner-portal.md): a
 * partner's own vehicles, the drivers who drove them, the runs they drove and the earnings
 * (`cost_of_supply_kobo` per completed run). Every call answers about the caller only.
 */

export const BusPartnerProfile = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  /** The company of the accepted application that opened the account (ADR 171). */
  company_name: z.string().nullable(),
});
export type BusPartnerProfile = z.infer<typeof BusPartnerProfile>;

export const LastPosition = z.object({
  lat: z.number(),
  lon: z.number(),
  recorded_at: z.iso.datetime({ offset: true }),
  /** Older than LIVE_STALE_SECONDS when answered: the portal reads "last seen at HH:MM". */
  stale: z.boolean(),
  /** When a fresh fix turns stale on a page left open. */
  stale_at: z.iso.datetime({ offset: true }),
});

export const BusPartnerVehicle = z.object({
  id: z.number().int(),
  registration_number: z.string(),
  brand: z.string(),
  model: z.string(),
  capacity: z.number().int(),
  active: z.boolean(),
  cost_of_supply_kobo: z.number().int(),
  has_tracker: z.boolean(),
  /** Where the bus was last seen (its tracker or its driver's phone); null if never. */
  last_position: LastPosition.nullable(),
});
export type BusPartnerVehicle = z.infer<typeof BusPartnerVehicle>;
export const BusPartnerVehicleList = z.object({ data: z.array(BusPartnerVehicle), meta: PageMeta });
export type BusPartnerVehicleList = z.infer<typeof BusPartnerVehicleList>;

export const BusPartnerDriver = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  phone: z.string(),
  runs: z.number().int(),
  last_run_date: z.string(),
});
export type BusPartnerDriver = z.infer<typeof BusPartnerDriver>;
export const BusPartnerDriverList = z.object({ data: z.array(BusPartnerDriver), meta: PageMeta });
export type BusPartnerDriverList = z.infer<typeof BusPartnerDriverList>;

export const BusPartnerRunsQuery = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    from: dateField().optional(),
    to: dateField().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  });
export type BusPartnerRunsQuery = z.infer<typeof BusPartnerRunsQuery>;

export const BusPartnerRun = z.object({
  id: z.number().int(),
  trip_date: z.string(),
  departure_time: z.string(),
  route: z.object({ code: z.string(), name: z.string() }),
  vehicle: z.object({ id: z.number().int(), registration_number: z.string() }),
  driver: z.object({ id: z.number().int(), fname: z.string(), lname: z.string() }).nullable(),
  status: z.enum(['scheduled', 'boarding', 'in_progress', 'completed', 'cancelled', 'missed']),
  capacity: z.number().int(),
  seats_sold: z.number().int(),
  /** What the run earns the partner: the vehicle's cost of supply once the run is completed, else 0. */
  earnings_kobo: z.number().int(),
});
export type BusPartnerRun = z.infer<typeof BusPartnerRun>;
export const BusPartnerRunList = z.object({ data: z.array(BusPartnerRun), meta: PageMeta });
export type BusPartnerRunList = z.infer<typeof BusPartnerRunList>;

export const BusPartnerEarningsMonth = z.object({
  month: z.string(),
  completed_runs: z.number().int(),
  earnings_kobo: z.number().int(),
});
export type BusPartnerEarningsMonth = z.infer<typeof BusPartnerEarningsMonth>;
export const BusPartnerEarnings = z.object({ data: z.array(BusPartnerEarningsMonth), meta: PageMeta });
export type BusPartnerEarnings = z.infer<typeof BusPartnerEarnings>;

export const STATEMENT_MONTH_MESSAGE = 'Choose a month as YYYY-MM.';
export const BusPartnerStatementQuery = z.strictObject({
  month: z
    .string({ error: STATEMENT_MONTH_MESSAGE })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, STATEMENT_MONTH_MESSAGE),
});
export type BusPartnerStatementQuery = z.infer<typeof BusPartnerStatementQuery>;

export const getBusPartnerProfileCall = defineCall(getBusPartnerProfileAddress, {
  answers: { 200: BusPartnerProfile },
});

export const getBusPartnerVehiclesCall = defineCall(getBusPartnerVehiclesAddress, {
  answers: { 200: BusPartnerVehicleList },
});

export const getBusPartnerLiveCall = defineCall(getBusPartnerLiveAddress, {
  answers: { 200: LiveBoard },
});

export const getBusPartnerDriversCall = defineCall(getBusPartnerDriversAddress, {
  answers: { 200: BusPartnerDriverList },
});

export const getBusPartnerRunsCall = defineCall(getBusPartnerRunsAddress, {
  query: BusPartnerRunsQuery,
  answers: { 200: BusPartnerRunList },
});

export const getBusPartnerEarningsCall = defineCall(getBusPartnerEarningsAddress, {
  answers: { 200: BusPartnerEarnings },
});

export const downloadBusPartnerStatementCall = defineCall(downloadBusPartnerStatementAddress, {
  query: BusPartnerStatementQuery,
});
