import { loadConfig } from './config.ts';
import { NetworkService } from './features/network/network.service.ts';

// The composition root: the only place that reads settings and hands them to features.
export const services = { network: new NetworkService(loadConfig()) };
