import { decodeSearchOptions } from '@shuttle/contracts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUser } from '../../../features/auth/api/get-user.ts';
import { BookingCheckout } from '../../../features/booking/components/booking-checkout.tsx';
import { ChosenTripsSummary } from '../../../features/search/components/chosen-trips-summary.tsx';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Book a trip | Shuttle',
};

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The booking step: the chosen trip(s) from the search, read from the address, then Confirm. */
export function Component() {
  const [searchParams] = useSearchParams();
  const user = useUser();
  const current = session.get();
  const options = decodeSearchOptions(searchParams.get('options'));
  const itineraryId = positiveId(searchParams.get('itinerary'));
  const returnItineraryId = positiveId(searchParams.get('return_itinerary'));
  return (
    <section className="page narrow">
      <h1>Your booking</h1>
      {options && itineraryId ? (
        <div className="stack">
          <ChosenTripsSummary
            options={options}
            itineraryId={itineraryId}
            returnItineraryId={returnItineraryId}
          />
          {current && user.data ? (
            <BookingCheckout
              userId={current.userId}
              options={options}
              itineraryId={itineraryId}
              returnItineraryId={returnItineraryId}
              wallets={{
                balanceKobo: user.data.wallet.balance_kobo,
                companyBalanceKobo: user.data.wallet.company_balance_kobo,
              }}
            />
          ) : null}
        </div>
      ) : (
        <p>
          No trip was chosen. <Link to={paths.dashboard.home}>Search for a shuttle</Link>
        </p>
      )}
    </section>
  );
}
