import type { StopChoice } from './network.ts';

export const ROUTE_TYPES = ['one-way', 'return'] as const;
export const stopToAddress = (stop: StopChoice) => `${stop.label}--${stop.id}`;
