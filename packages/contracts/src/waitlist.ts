import { z } from 'zod';
import { getWaitlistAddress, joinWaitlistAddress, leaveWaitlistAddress } from './addresses/waitlist.ts';
import { defineCall } from './call.ts';
import { dateField, idParam, rowId as rowIdField, UserIdParams } from './fields.ts';
import { UnpagedList } from './lists.ts';
import { WALLET_SOURCES } from './search-options.ts';

const rowId = rowIdField();

export const WAITLIST_MESSAGES = {
  notSoldOut: 'This ride still has seats: book it instead of joining the waitlist.',
  closed: 'The waitlist for this ride has closed: it closes when cancellation does.',
  notFound: 'That waitlist place was not found.',
  notWaiting: 'You are no longer waiting for this ride.',
} as const;

/**
 * POST /users/{userId}/waitlist: a place in line for one seat on a sold-out ride, named as the
 * search found it. Nothing is charged until a seat frees (docs/product.md#waitlist).
 */
export const WaitlistJoinInput = z.strictObject({
  itinerary_id: rowId,
  pickup_id: rowId,
  destination_id: rowId,
  departure_date: dateField(),
  walletSource: z.enum(WALLET_SOURCES).default('Personal'),
});
export type WaitlistJoinInput = z.output<typeof WaitlistJoinInput>;
export type WaitlistJoinRequest = z.input<typeof WaitlistJoinInput>;

/**
 * waiting: in line (`place` counts from 1); booked: a seat freed and was booked and charged
 * (`booking_id`); skipped: passed over because the wallet was short (`skipped_reason`); left:
 * the rider left the line; closed: still in line when cancellation closed, so never booked.
 */
export const WAITLIST_STATUSES = ['waiting', 'booked', 'skipped', 'left', 'closed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WaitlistEntry = z.object({
  id: z.number().int(),
  itinerary_id: z.number().int(),
  departure_date: z.string(),
  departure_time: z.string(),
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  pickup: z.object({ id: z.number().int(), name: z.string() }),
  destination: z.object({ id: z.number().int(), name: z.string() }),
  walletSource: z.enum(WALLET_SOURCES),
  status: z.enum(WAITLIST_STATUSES),
  /** Place in line while waiting, 1 for the first; null otherwise. */
  place: z.number().int().nullable(),
  booking_id: z.number().int().nullable(),
  skipped_reason: z.string().nullable(),
  /** When the line closes: the ride's cancellation cut-off. */
  closes_at: z.string(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

export const WaitlistList = UnpagedList(WaitlistEntry);
export type WaitlistList = z.infer<typeof WaitlistList>;

export const WaitlistEntryParams = z.strictObject({ userId: idParam, entryId: idParam });

export const joinWaitlistCall = defineCall(joinWaitlistAddress, {
  params: UserIdParams,
  body: WaitlistJoinInput,
  answers: { 201: WaitlistEntry },
});

export const getWaitlistCall = defineCall(getWaitlistAddress, {
  params: UserIdParams,
  answers: { 200: WaitlistList },
});

export const leaveWaitlistCall = defineCall(leaveWaitlistAddress, {
  params: WaitlistEntryParams,
  answers: { 200: WaitlistEntry },
});
