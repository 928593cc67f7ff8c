import {
  type BusStop,
  bookingHorizonMessage,
  encodeSearchOptions,
  hasReturnTrip,
  lagosDate,
  lastBookableDate,
  MESSAGES,
  type RouteSearchOptions,
  type RouteSearchValues,
  type StopSummary,
  SUBSCRIPTION_DURATIONS,
} from '@shuttle/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { bookingHorizonDays } from '../../../config/booking-horizon.ts';
import { paths } from '../../../config/paths.ts';
import { checkOnDemand } from '../../../lib/check-on-demand.ts';
import { session } from '../../../lib/session.ts';
import { type DiscoveryResult, searchRoutes } from '../api/discover-routes.ts';
import { busStopsQueryOptions } from '../api/get-bus-stops.ts';
import { destinationOptions, ROUTE_TYPE_CHOICES, TRIP_DAYS, toStopOptions } from '../stop-options.ts';
import { LuggageCounter } from './luggage-counter.tsx';
import type { RouteSearchCheckContext } from './route-search-check.ts';
import { resumeDraft, type SearchDraft } from './search-draft.ts';
import { StopCombobox } from './stop-combobox.tsx';
import './route-search.css';

export interface RouteSearchFormProps {
  /** Fills the form, e.g. from the `options` of the address. */
  initialOptions?: RouteSearchOptions | null;
  /**
   * A fixed stop list (one route's stops, in travel order): the form then offers only these,
   * reads 'Initiate booking', hides return, asks for the wallet of a subscription, and passes
   * the options on without searching (docs/product.md#route-search).
   */
  stops?: readonly (BusStop | StopSummary)[];
  /** After a search, successful or not. */
  onDiscovered?: (result: DiscoveryResult) => void;
  /** With a fixed stop list, instead of a search. */
  onOptions?: (options: RouteSearchOptions) => void;
  /** What the rider entered in the home page's first form, before this one's code arrived. */
  draft?: SearchDraft | undefined;
}

/** The search's check, downloaded when the form first takes focus or is sent (docs/decisions/204). */
const ROUTE_SEARCH_CHECK = checkOnDemand(() =>
  import('./route-search-check.ts').then((module) => module.routeSearchResolver),
);

function initialValues(options: RouteSearchOptions | null | undefined): RouteSearchValues {
  return {
    source_route: options?.source_route ?? null,
    destination_route: options?.destination_route ?? null,
    route_type: options?.route_type ?? '',
    departure_date: options?.departure_date ?? '',
    return_date: options?.return_date ?? '',
    subscription_route_type: options?.subscription_route_type ?? 'one-way',
    trip_days: options?.trip_days ?? [],
    subscription_duration: options?.subscription_duration ?? '',
    walletSource: options?.walletSource ?? 'Personal',
    luggage: options?.luggage ?? false,
    luggage_quantity: options?.luggage_quantity ?? 1,
  };
}

/** The route search form of the home page and the dashboard (docs/product.md#route-search). */
export function RouteSearchForm({
  initialOptions,
  stops,
  onDiscovered,
  onOptions,
  draft,
}: RouteSearchFormProps) {
  const hasFixedStops = stops !== undefined;
  const queryClient = useQueryClient();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const isSignedIn = useSyncExternalStore(session.subscribe, session.get, () => null) !== null;
  const allStops = useQuery({ ...busStopsQueryOptions(), enabled: !hasFixedStops }).data;
  const stopOptions = useMemo(
    () => (hasFixedStops ? toStopOptions(stops, true) : toStopOptions(allStops ?? [])),
    [hasFixedStops, stops, allStops],
  );

  const today = lagosDate();
  const horizonDays = bookingHorizonDays;
  const lastDate = lastBookableDate(today, horizonDays);
  const form = useForm<RouteSearchValues, RouteSearchCheckContext, RouteSearchOptions>({
    resolver: ROUTE_SEARCH_CHECK.check,
    context: { today, horizonDays },
    defaultValues: { ...initialValues(initialOptions), ...draft?.values },
  });
  const formElement = useRef<HTMLFormElement>(null);
  const resumedDraft = useRef<SearchDraft | null>(null);
  // Before the browser hands the next key press to a field: it goes where the rider was typing.
  useLayoutEffect(() => {
    if (!draft || !formElement.current || resumedDraft.current === draft) return;
    resumedDraft.current = draft;
    resumeDraft(formElement.current, draft);
  }, [draft]);
  const { errors, isSubmitting } = form.formState;
  const [source, routeType, subscriptionRouteType, departureDate, hasLuggage] = form.watch([
    'source_route',
    'route_type',
    'subscription_route_type',
    'departure_date',
    'luggage',
  ]);
  const isSubscription = routeType === 'subscription';
  const asksForReturnDate = routeType
    ? hasReturnTrip({ route_type: routeType, subscription_route_type: subscriptionRouteType })
    : false;
  const isMissingFields = Object.values(errors).some(
    (error) => error?.message === MESSAGES.missingRequiredFields,
  );

  const send = form.handleSubmit(async (options) => {
    if (hasFixedStops) {
      onOptions?.(options);
      return;
    }
    const result = await searchRoutes(queryClient, options);
    // docs/product.md#route-search: the search is kept in the address, except on the home page.
    if (location.pathname !== paths.home) {
      setSearchParams(
        (current) => {
          current.set('options', encodeSearchOptions(options));
          return current;
        },
        { replace: true },
      );
    }
    onDiscovered?.(result);
  });
  // The check's code could not be downloaded: said on the form, which keeps what was chosen.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));

  return (
    <form
      ref={formElement}
      className="search-form"
      onSubmit={onSubmit}
      onFocus={ROUTE_SEARCH_CHECK.preload}
      noValidate
      aria-label="Route search"
    >
      <div className="search-form__stops">
        <Controller
          control={form.control}
          name="source_route"
          render={({ field }) => (
            <StopCombobox
              label="From"
              name="source_route"
              initialText={draft?.stopTexts.source_route}
              initiallyOpen={draft?.focused?.name === 'source_route'}
              placeholder="Where are you leaving from?"
              options={stopOptions}
              value={field.value}
              isInvalid={Boolean(errors.source_route)}
              onChange={(stop) => {
                field.onChange(stop);
                const destination = form.getValues('destination_route');
                const allowed = destinationOptions(stopOptions, stop);
                if (destination && !allowed.some((option) => option.id === destination.id)) {
                  form.setValue('destination_route', null);
                }
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="destination_route"
          render={({ field }) => (
            <StopCombobox
              label="To"
              name="destination_route"
              initialText={draft?.stopTexts.destination_route}
              initiallyOpen={draft?.focused?.name === 'destination_route'}
              placeholder="Where are you going?"
              options={destinationOptions(stopOptions, source)}
              value={field.value}
              isInvalid={Boolean(errors.destination_route)}
              onChange={field.onChange}
            />
          )}
        />
      </div>

      <fieldset className="search-form__choices" aria-invalid={Boolean(errors.route_type) || undefined}>
        <legend className="field__label">Route type</legend>
        {ROUTE_TYPE_CHOICES.filter((choice) => !(hasFixedStops && choice.value === 'return')).map(
          (choice) => (
            <label key={choice.value} className="choice">
              <input type="radio" value={choice.value} {...form.register('route_type')} />
              {choice.label}
            </label>
          ),
        )}
      </fieldset>

      {isSubscription ? (
        <fieldset className="search-form__subscription">
          <legend className="visually-hidden">Subscription</legend>
          <fieldset className="search-form__choices">
            <legend className="field__label">Booking type</legend>
            {ROUTE_TYPE_CHOICES.slice(0, 2).map((choice) => (
              <label key={choice.value} className="choice">
                <input type="radio" value={choice.value} {...form.register('subscription_route_type')} />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <Controller
            control={form.control}
            name="trip_days"
            render={({ field }) => (
              <fieldset
                className="search-form__choices"
                aria-invalid={Boolean(errors.trip_days) || undefined}
              >
                <legend className="field__label">Days of the week</legend>
                {TRIP_DAYS.map((day) => (
                  <label key={day.value} className="choice">
                    <input
                      type="checkbox"
                      checked={field.value.includes(day.value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, day.value]
                            : field.value.filter((value) => value !== day.value),
                        )
                      }
                    />
                    {day.label}
                  </label>
                ))}
              </fieldset>
            )}
          />
          <div className={`field${errors.subscription_duration ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="subscription-duration">
              Duration
            </label>
            <select
              id="subscription-duration"
              className="field__input"
              {...form.register('subscription_duration')}
            >
              <option value="">Choose how many weeks</option>
              {SUBSCRIPTION_DURATIONS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {weeks === '1' ? '1 week' : `${weeks} weeks`}
                </option>
              ))}
            </select>
          </div>
          {hasFixedStops ? (
            <fieldset className="search-form__choices">
              <legend className="field__label">Pay from</legend>
              {(['Personal', 'Company'] as const).map((wallet) => (
                <label key={wallet} className="choice">
                  <input type="radio" value={wallet} {...form.register('walletSource')} />
                  {wallet}
                </label>
              ))}
            </fieldset>
          ) : null}
        </fieldset>
      ) : null}

      <div className="search-form__dates">
        <DateField
          label="Departure date"
          min={today}
          max={lastDate}
          hint={bookingHorizonMessage(horizonDays)}
          error={errors.departure_date?.message}
          {...form.register('departure_date')}
        />
        {asksForReturnDate ? (
          <DateField
            label="Return date"
            min={departureDate && departureDate > today ? departureDate : today}
            max={lastDate}
            error={errors.return_date?.message}
            {...form.register('return_date')}
          />
        ) : null}
      </div>

      <div className="search-form__luggage">
        <label className="choice">
          <input type="checkbox" {...form.register('luggage')} />I am travelling with luggage
        </label>
        {hasLuggage ? (
          <Controller
            control={form.control}
            name="luggage_quantity"
            render={({ field }) => <LuggageCounter value={field.value} onChange={field.onChange} />}
          />
        ) : null}
      </div>

      <FormError
        message={isMissingFields ? MESSAGES.missingRequiredFields : (errors.root?.message ?? null)}
      />
      <div className="search-form__actions">
        <Button type="submit" isProcessing={isSubmitting}>
          {hasFixedStops ? 'Initiate booking' : 'Find tickets and prices'}
        </Button>
        {isSignedIn && !hasFixedStops ? (
          <Link to={paths.dashboard.bookingCatalogue}>view all available routes</Link>
        ) : null}
      </div>
    </form>
  );
}

interface DateFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** A line under the picker saying which dates it offers. */
  hint?: string | undefined;
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * A native date picker; the rules allow no date before today in Lagos (docs/product.md#route-search) and none
 * past the booking horizon (ADR 109).
 */
function DateField({ label, error, hint, id, ...props }: DateFieldProps) {
  const inputId = id ?? `search-${props.name}`;
  const isOwnMessage = error && error !== MESSAGES.missingRequiredFields;
  const describedBy = [isOwnMessage ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="date"
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      {isOwnMessage ? (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
