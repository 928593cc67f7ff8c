import { getRosterWeekCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** Whose week: one vehicle or one driver, by id. */
export interface RosterWeekFilter {
  from: string;
  crew: 'vehicle' | 'driver';
  id: number;
}

/** `GET /ops/rosters/week?from=&vehicle_id=|driver_id=`: seven days of one vehicle's or driver's runs. */
export const getRosterWeek = ({ from, crew, id }: RosterWeekFilter) =>
  callApi(getRosterWeekCall, {
    query: { from, ...(crew === 'vehicle' ? { vehicle_id: id } : { driver_id: id }) },
  });

export const rosterWeekQueryOptions = (filter: RosterWeekFilter) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'week', filter],
    queryFn: () => getRosterWeek(filter),
    placeholderData: keepPreviousData,
  });

export function useRosterWeek(filter: RosterWeekFilter | null) {
  return useQuery({
    ...rosterWeekQueryOptions(filter ?? { from: '', crew: 'vehicle', id: 0 }),
    enabled: filter !== null,
  });
}
