import type { BusStop } from '@shuttle/contracts';

export interface StopOption {
  value: string;
  label: string;
}

/** docs/product.md#route-search: dropdowns list stops de-duplicated by name, sorted by id, labelled by location. */
export function stopOptionsById(stops: readonly BusStop[]): StopOption[] {
  const seen = new Set<string>();
  return [...stops]
    .sort((a, b) => a.id - b.id)
    .filter((stop) => !seen.has(stop.name) && seen.add(stop.name))
    .map((stop) => ({ value: stop.location, label: stop.location }));
}

/** docs/product.md#public-forms: the programme form lists the stop locations alphabetically. */
export function stopOptionsByLocation(stops: readonly BusStop[]): StopOption[] {
  const locations = [...new Set(stops.map((stop) => stop.location))];
  return locations
    .sort((a, b) => a.localeCompare(b, 'en-NG'))
    .map((location) => ({ value: location, label: location }));
}
