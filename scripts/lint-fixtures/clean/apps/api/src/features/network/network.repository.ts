import { cities } from '../../../../../packages/db/src/index.ts';

export const listCities = () => [{ id: 1, name: cities.name }];
