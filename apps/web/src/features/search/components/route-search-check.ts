import { zodResolver } from '@hookform/resolvers/zod';
import { type RouteSearchOptions, type RouteSearchValues, routeSearchInput } from '@shuttle/contracts';
import type { Resolver } from 'react-hook-form';

/** What the search's rules are checked against: today in Lagos and the booking horizon. */
export interface RouteSearchCheckContext {
  today: string;
  horizonDays: number;
}

let built: { key: string; resolver: Resolver<RouteSearchValues, unknown, RouteSearchOptions> } | undefined;

/**
 * The search form's check, the contract the API's route uses (docs/product.md#route-search): a
 * module of its own so that zod and the search contracts load when a rider turns to the form,
 * not with the page (docs/decisions/204). The rules depend on the day, given by the form.
 */
export const routeSearchResolver: Resolver<RouteSearchValues, RouteSearchCheckContext, RouteSearchOptions> = (
  values,
  context,
  options,
) => {
  const { today, horizonDays } = context ?? { today: '', horizonDays: 0 };
  const key = `${today}/${horizonDays}`;
  if (built?.key !== key) built = { key, resolver: zodResolver(routeSearchInput(today, horizonDays)) };
  return built.resolver(values, undefined, options);
};
