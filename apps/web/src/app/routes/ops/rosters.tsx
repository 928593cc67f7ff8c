import { VehicleSelect } from '../../../features/operations/components/vehicle-select.tsx';
import { RosterWeekScreen } from '../../../features/runs/components/roster-week-screen.tsx';

/** `/ops/rosters`: a vehicle's or a driver's week of runs. */
export function Component() {
  // The runs are the runs feature's; the fleet they are crewed from is operations'.
  return <RosterWeekScreen vehicleField={(field) => <VehicleSelect {...field} />} />;
}
