import {
  bookingHorizonMessage,
  lagosDate,
  lastBookableDate,
  MESSAGES,
  ROUTE_TYPES,
} from '@shuttle/contracts';
import { type ComponentType, useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { bookingHorizonDays } from '../../../config/booking-horizon.ts';
import { paths } from '../../../config/paths.ts';
import { useFormOnDemand } from '../../../lib/form-on-demand.ts';
import { withChunkTimeout } from '../../../lib/lazy-route.ts';
import { session } from '../../../lib/session.ts';
import { ROUTE_TYPE_CHOICES } from '../stop-options.ts';
import type { SearchDraft } from './search-draft.ts';
import './route-search.css';

export type FullSearch = ComponentType<{ draft: SearchDraft }>;

/**
 * The search with its check, its list of stops and their libraries (react-hook-form, TanStack
 * Query, downshift, zod for the stops' answer): asked for when the rider turns to the form.
 */
const loadFullSearch = withChunkTimeout(async (): Promise<FullSearch> => {
  const [{ HomeRouteSearch }, { QueryProvider }] = await Promise.all([
    import('./home-route-search.tsx'),
    import('../../../lib/query-provider.tsx'),
  ]);
  return function FullHomeSearch({ draft }: { draft: SearchDraft }) {
    return (
      <QueryProvider>
        <HomeRouteSearch draft={draft} />
      </QueryProvider>
    );
  };
});

function readDraft(form: HTMLFormElement, isSent: boolean): SearchDraft {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const active = document.activeElement;
  const isInForm = active !== null && form.contains(active);
  const focused =
    isInForm && active instanceof HTMLInputElement
      ? { name: active.name, value: active.value }
      : isInForm && active instanceof HTMLButtonElement
        ? { name: 'submit', value: '' }
        : null;
  return {
    values: {
      route_type: ROUTE_TYPES.find((type) => type === data.get('route_type')) ?? '',
      departure_date: text('departure_date'),
      luggage: data.has('luggage'),
    },
    stopTexts: { source_route: text('source_route'), destination_route: text('destination_route') },
    focused,
    isSent,
  };
}

/**
 * The home page's search (docs/decisions/289): the same fields, labels and layout as the full
 * form, drawn without its libraries, so that nothing of it runs before the rider's first input.
 * The first tap, focus or send downloads the full form, which replaces this one with what was
 * entered, the field the rider is in, and a send that was waiting.
 */
export function HomeSearchOnDemand({
  loadSearch = loadFullSearch,
}: {
  loadSearch?: () => Promise<FullSearch>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { full, isSending, formProps } = useFormOnDemand({
    load: loadSearch,
    readDraft,
    onSendFailed: () => setFailure(MESSAGES.genericError),
  });
  const isSignedIn = useSyncExternalStore(session.subscribe, session.get, () => null) !== null;

  if (full) return <full.Form draft={full.draft} />;

  const today = lagosDate();
  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        setFailure(null);
        formProps.onSubmit(event);
      }}
      className="search-form"
      noValidate
      aria-label="Route search"
    >
      <div className="search-form__stops">
        <StopField label="From" name="source_route" placeholder="Where are you leaving from?" />
        <StopField label="To" name="destination_route" placeholder="Where are you going?" />
      </div>
      <fieldset className="search-form__choices">
        <legend className="field__label">Route type</legend>
        {ROUTE_TYPE_CHOICES.map((choice) => (
          <label key={choice.value} className="choice">
            <input type="radio" name="route_type" value={choice.value} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div className="search-form__dates">
        <div className="field">
          <label className="field__label" htmlFor="search-departure_date">
            Departure date
          </label>
          <input
            id="search-departure_date"
            name="departure_date"
            type="date"
            className="field__input"
            min={today}
            max={lastBookableDate(today, bookingHorizonDays)}
            aria-describedby="search-departure_date-hint"
          />
          <p className="field__hint" id="search-departure_date-hint">
            {bookingHorizonMessage(bookingHorizonDays)}
          </p>
        </div>
      </div>
      <div className="search-form__luggage">
        <label className="choice">
          <input type="checkbox" name="luggage" />I am travelling with luggage
        </label>
      </div>
      <FormError message={failure} />
      <div className="search-form__actions">
        <Button type="submit" isProcessing={isSending}>
          Find tickets and prices
        </Button>
        {isSignedIn ? <Link to={paths.dashboard.bookingCatalogue}>view all available routes</Link> : null}
      </div>
    </form>
  );
}

/** The stop combobox's field before its code arrives: typing is kept, the list comes with the code. */
function StopField({ label, name, placeholder }: { label: string; name: string; placeholder: string }) {
  const inputId = useId();
  return (
    <div className="field combobox">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="field__input"
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        autoComplete="off"
      />
    </div>
  );
}
