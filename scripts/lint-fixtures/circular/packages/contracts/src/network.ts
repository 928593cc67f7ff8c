import { ROUTE_TYPES } from './search-options.ts';

export const routeTypes = [...ROUTE_TYPES];
export type StopChoice = { label: string; id: number };
