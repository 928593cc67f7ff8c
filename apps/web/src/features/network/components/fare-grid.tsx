import { FareTable, nairaToKobo, type OpsRouteStop } from '@shuttle/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFares } from '../api/get-fares.ts';
import { useSaveFares } from '../api/save-fares.ts';

interface FareGridProps {
  routeId: number;
  stops: OpsRouteStop[];
  /** null: the route's default table. */
  itineraryId: number | null;
}

type Cells = Record<string, string>;
const cellKey = (pickupId: number, destinationId: number) => `${pickupId}-${destinationId}`;
const MONEY = /^\d+(\.\d{1,2})?$/;

/**
 * The fare table of a route as a grid, pick-up stops down and destinations across; edited as a
 * whole and saved with one PUT. An empty cell is a pair with no fare (nobody can book it).
 */
export function FareGrid({ routeId, stops, itineraryId }: FareGridProps) {
  const fares = useFares(routeId, itineraryId);
  // Here, not in the form: the form starts afresh from the table the server saved.
  const [saved, setSaved] = useState(false);
  if (fares.isError) return <FormError message={errorMessage(fares.error)} />;
  if (!fares.data) return <p className="muted">Loading fares…</p>;
  return (
    <div className="stack">
      <FareGridForm
        key={JSON.stringify(fares.data)}
        routeId={routeId}
        stops={stops}
        itineraryId={itineraryId}
        table={fares.data}
        onSaved={() => setSaved(true)}
        onEdit={() => setSaved(false)}
      />
      {saved ? (
        <p className="notice-success" role="status">
          Fares saved.
        </p>
      ) : null}
    </div>
  );
}

interface FareGridFormProps extends FareGridProps {
  table: FareTable;
  onSaved: () => void;
  onEdit: () => void;
}

function FareGridForm({ routeId, stops, itineraryId, table, onSaved, onEdit }: FareGridFormProps) {
  const save = useSaveFares(routeId);
  const [cells, setCells] = useState<Cells>(() =>
    Object.fromEntries(
      table.fares.map((fare) => [cellKey(fare.pickup_id, fare.destination_id), String(fare.fare_kobo / 100)]),
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const pickups = stops.filter((stop, index) => stop.pickup && index < stops.length - 1);
  const destinations = stops.filter((stop, index) => stop.dropoff && index > 0);

  const onSave = async () => {
    onEdit();
    setProblem(null);
    const fares: FareTable['fares'] = [];
    for (const pickup of pickups) {
      for (const destination of destinations) {
        if (destination.position <= pickup.position) continue;
        const text = (cells[cellKey(pickup.stop_id, destination.stop_id)] ?? '').trim();
        if (text === '') continue;
        if (!MONEY.test(text)) {
          setProblem(`${pickup.name} to ${destination.name}: enter the fare in naira, e.g. 1500 or 1500.50.`);
          return;
        }
        fares.push({
          pickup_id: pickup.stop_id,
          destination_id: destination.stop_id,
          fare_kobo: nairaToKobo(Number(text)),
        });
      }
    }
    const checked = FareTable.safeParse({ itinerary_id: itineraryId, fares });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the fares.');
      return;
    }
    try {
      await save.mutateAsync({ routeId, table: checked.data });
      onSaved();
    } catch {
      // Shown from save.error below.
    }
  };

  return (
    <div className="stack">
      <div className="table-scroll">
        <table className="console-table fare-grid">
          <caption className="visually-hidden">Fares in naira, pick-up down, destination across</caption>
          <thead>
            <tr>
              <th scope="col">From \ To</th>
              {destinations.map((destination) => (
                <th scope="col" key={destination.stop_id}>
                  {destination.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pickups.map((pickup) => (
              <tr key={pickup.stop_id}>
                <th scope="row">{pickup.name}</th>
                {destinations.map((destination) => {
                  const key = cellKey(pickup.stop_id, destination.stop_id);
                  if (destination.position <= pickup.position) {
                    return <td key={key} aria-hidden="true" className="fare-grid__none" />;
                  }
                  return (
                    <td key={key}>
                      <input
                        className="fare-grid__input"
                        inputMode="decimal"
                        aria-label={`Fare from ${pickup.name} to ${destination.name}, naira`}
                        value={cells[key] ?? ''}
                        onChange={(event) => {
                          onEdit();
                          setCells((current) => ({ ...current, [key]: event.target.value }));
                        }}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormError message={problem ?? (save.isError ? errorMessage(save.error) : null)} />
      <div>
        <Button type="button" onClick={onSave} isProcessing={save.isPending}>
          Save fares
        </Button>
      </div>
    </div>
  );
}
