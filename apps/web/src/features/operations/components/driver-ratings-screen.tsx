import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRatings } from '../api/get-ratings.ts';
import { averageLine, RatingsList } from './ratings-list.tsx';

/** One driver's ratings across their runs, with the average (docs/decisions/160). */
export function DriverRatingsScreen({ driverId }: { driverId: number }) {
  const ratings = useRatings('drivers', driverId);
  if (ratings.isError) return <FormError message={errorMessage(ratings.error)} />;
  if (!ratings.data) return <p className="muted">Loading the ratings…</p>;
  const { data, meta, average } = ratings.data;
  const driver = data[0]?.driver;
  return (
    <div className="stack">
      <h1>{driver ? `Ratings of ${driver.fname} ${driver.lname}` : 'Driver’s ratings'}</h1>
      {data.length === 0 ? (
        <p className="muted">Nobody has rated this driver yet.</p>
      ) : (
        <>
          <p>{averageLine(average, meta.total)}</p>
          <RatingsList ratings={data} showRun />
        </>
      )}
    </div>
  );
}
