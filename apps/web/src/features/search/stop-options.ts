import type { StopChoice } from '@shuttle/contracts';

export interface StopOption {
  id: number;
  name: string;
  /** The stop's location is what the dropdown shows (docs/product.md#route-search). */
  label: string;
}

interface StopLike {
  id: number;
  name: string;
  location: string;
}

/**
 * The dropdown's stops: one per name, the location as label (docs/product.md#route-search). Sorted by id,
 * unless a fixed stop list is given in travel order, which is kept
 * (docs/decisions/022-route-search-options.md).
 */
export function toStopOptions(stops: readonly StopLike[], keepOrder = false): StopOption[] {
  const ordered = keepOrder ? [...stops] : [...stops].sort((a, b) => a.id - b.id);
  const seen = new Set<string>();
  const options: StopOption[] = [];
  for (const stop of ordered) {
    if (seen.has(stop.name)) continue;
    seen.add(stop.name);
    options.push({ id: stop.id, name: stop.name, label: stop.location });
  }
  return options;
}

/**
 * Destinations come after the source: ids greater than the source's (docs/product.md#route-search), which in
 * a list sorted by id is "later in the list". A source that is the last stop offers itself only.
 */
export function destinationOptions(options: StopOption[], source: StopChoice | null): StopOption[] {
  if (!source) return options;
  const index = options.findIndex((option) => option.id === source.id);
  if (index === -1) return options.filter((option) => option.id > source.id);
  if (index === options.length - 1) return options.slice(index);
  return options.slice(index + 1);
}

/** Case-insensitive text match on the label (docs/product.md#route-search). */
export function filterStopOptions(options: StopOption[], search: string): StopOption[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/** The search form's route types, in the spec's order (docs/product.md#route-search). */
export const ROUTE_TYPE_CHOICES = [
  { value: 'one-way', label: 'One-way' },
  { value: 'return', label: 'Return' },
  { value: 'subscription', label: 'Subscription' },
] as const;

export const TRIP_DAYS = [
  { value: 2, label: 'Monday' },
  { value: 3, label: 'Tuesday' },
  { value: 4, label: 'Wednesday' },
  { value: 5, label: 'Thursday' },
  { value: 6, label: 'Friday' },
  { value: 7, label: 'Saturday' },
  { value: 1, label: 'Sunday' },
] as const;

export function tripDayName(day: number): string {
  return TRIP_DAYS.find((candidate) => candidate.value === day)?.label ?? String(day);
}
