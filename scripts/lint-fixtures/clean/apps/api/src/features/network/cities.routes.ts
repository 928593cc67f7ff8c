import type { City } from '../../../../../packages/db/src/index.ts';
import type { NetworkService } from './network.service.ts';

// A type of @shuttle/db may shape the answer; the rows come through the service.
export const citiesRoute = (network: NetworkService): City[] => network.listCities();
