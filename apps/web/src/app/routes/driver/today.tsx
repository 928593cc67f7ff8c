import { useOutletContext } from 'react-router';
import { DriverRuns } from '../../../features/driver/components/driver-runs.tsx';

/** `/driver`: the driver's runs today and tomorrow. */
export function Component() {
  const driver = useOutletContext<{ id: number }>();
  return <DriverRuns userId={driver.id} />;
}
