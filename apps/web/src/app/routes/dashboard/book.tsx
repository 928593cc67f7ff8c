import { decodeSearchOptions } from '@shuttle/contracts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ChosenTripsSummary } from '../../../features/search/components/chosen-trips-summary.tsx';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The booking step: the chosen trip(s) from the search, read from the address. */
export function Component() {
  const [searchParams] = useSearchParams();
  const options = decodeSearchOptions(searchParams.get('options'));
  const itineraryId = positiveId(searchParams.get('itinerary'));
  const returnItineraryId = positiveId(searchParams.get('return_itinerary'));
  return (
    <section className="page narrow">
      <h1>Your booking</h1>
      {options && itineraryId ? (
        <ChosenTripsSummary
          options={options}
          itineraryId={itineraryId}
          returnItineraryId={returnItineraryId}
        />
      ) : (
        <p>
          No trip was chosen. <Link to={paths.dashboard.home}>Search for a shuttle</Link>
        </p>
      )}
    </section>
  );
}
