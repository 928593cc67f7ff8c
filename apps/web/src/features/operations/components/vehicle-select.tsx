import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/field.tsx';
import { useVehicles } from '../api/get-vehicles.ts';

interface VehicleSelectProps {
  /** The run's vehicle now: offered even if it has since been taken out of service. */
  currentVehicleId: number | null;
  error: string | undefined;
  field: UseFormRegisterReturn<'vehicle_id'>;
}

/** The fleet's active vehicles as a run's vehicle picker, with "No vehicle" first. */
export function VehicleSelect({ currentVehicleId, error, field }: VehicleSelectProps) {
  const vehicles = useVehicles('');
  const options = [
    { value: '', label: 'No vehicle' },
    ...(vehicles.data?.data ?? [])
      .filter((vehicle) => vehicle.active || vehicle.id === currentVehicleId)
      .map((vehicle) => ({
        value: String(vehicle.id),
        label: `${vehicle.registration_number} (${vehicle.capacity} seats)`,
      })),
  ];
  return <SelectField label="Vehicle" options={options} error={error} {...field} />;
}
