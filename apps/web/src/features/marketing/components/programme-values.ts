/**
 * Every field of every scope; only the chosen scope's are checked and sent
 * (docs/product.md#public-forms). Apart from the form, which its check (`programme-check.ts`,
 * loaded on demand) reads it with (docs/decisions/205).
 */
export interface ProgrammeFormValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  social: string;
  industry: string;
  pickUp: string;
  dropOff: string;
  pickUpTimeInHour: string;
  pickUpTimeInMinute: string;
  pickUpTimeInPeriod: string;
  dropOffTimeInHour: string;
  dropOffTimeInMinute: string;
  dropOffTimeInPeriod: string;
  password: string;
  gender: string;
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  daysRidePerMonth: number;
  preferredPackage: string;
  subscriptionOption: string;
  driveToWork: string;
  driveNumber: string;
  paidForThisService: string;
  numberOfPassengers: number;
  carDetail: { brand: string; model: string; colour: string };
  acCondition: string;
  address: string;
}
