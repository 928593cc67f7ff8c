import { vehicleFor } from '@shuttle/contracts';

/** What the charter form holds: its time selects compose "hh:mm AM", the vehicle is derived. */
export interface CharterFormValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  pickup_address: string;
  dropoff_address: string;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  passengers: number;
}

/** Shapes the form into the charter call: the vehicle follows the passengers (docs/product.md#constants). */
export function toCharterBody(values: CharterFormValues) {
  const hasReturn = values.return_date !== '';
  return {
    fname: values.fname,
    lname: values.lname,
    email: values.email,
    phone: values.phone,
    pickup_address: values.pickup_address,
    dropoff_address: values.dropoff_address,
    pickup_date: values.pickup_date,
    pickup_time: values.pickup_time,
    ...(hasReturn
      ? {
          return_date: values.return_date,
          return_time: values.return_time,
          return_address: values.dropoff_address,
        }
      : {}),
    passengers: values.passengers,
    vehicles: vehicleFor(values.passengers),
  };
}
