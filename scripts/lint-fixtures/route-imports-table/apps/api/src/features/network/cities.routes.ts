import { cities } from '../../../../../packages/db/src/index.ts';

export const citiesRoute = () => Object.keys(cities);
