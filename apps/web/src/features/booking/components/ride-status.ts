import type { RideStatus } from '@shuttle/contracts';

export const RIDE_STATUS_NAMES: Record<RideStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  boarded: 'Boarded',
  no_show: 'No-show',
  completed: 'Completed',
};

export const ROUTE_TYPE_NAMES = {
  'one-way': 'One-way',
  return: 'Return',
  subscription: 'Subscription',
} as const;
