import { listCities } from './network.repository.ts';

export class NetworkService {
  constructor(readonly settings: { PUBLIC_READ_RATE_LIMIT_PER_MINUTE: number }) {}
  listCities() {
    return listCities();
  }
}
