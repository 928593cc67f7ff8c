import { useRouteSuggestions } from '../api/get-route-suggestions.ts';
import { tripDayName } from './trip-days.ts';

export function RouteSuggestionList({ userId }: { userId: number }) {
  const suggestions = useRouteSuggestions(userId);
  if (!suggestions.data || suggestions.data.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="my-suggestions-heading">
      <h2 id="my-suggestions-heading">Your suggestions</h2>
      <ul className="plain-list stack">
        {suggestions.data.map((suggestion) => (
          <li key={suggestion.id} className="card">
            <p className="strong">
              {suggestion.from} to {suggestion.to}
            </p>
            <p className="muted small">
              Leaving {suggestion.departure_time}
              {suggestion.return_time ? `, back at ${suggestion.return_time}` : ''} on{' '}
              {suggestion.trip_days.map(tripDayName).join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
