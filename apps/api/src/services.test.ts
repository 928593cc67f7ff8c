import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const ctx = useTestApp();

const isService = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && /Service$/.test(value.constructor.name);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Every service reachable from the composition root, by class: the root's own, and those its
 * services hold (their fields, and the fields of a plain "parts" object they were handed).
 */
function servicesByClass(root: Record<string, unknown>): Map<string, Set<object>> {
  const found = new Map<string, Set<object>>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (isPlainObject(value)) {
      for (const field of Object.values(value)) visit(field);
      return;
    }
    if (!isService(value) || seen.has(value)) return;
    seen.add(value);
    const instances = found.get(value.constructor.name) ?? new Set<object>();
    instances.add(value);
    found.set(value.constructor.name, instances);
    for (const field of Object.values(value)) if (isService(field) || isPlainObject(field)) visit(field);
  };
  visit(root);
  return found;
}

describe('the composition root (docs/decisions/271)', () => {
  it('builds every service class once: the services share one instance of each', () => {
    const found = servicesByClass(ctx.app.services as unknown as Record<string, unknown>);
    expect(found.size).toBeGreaterThan(40);
    const builtTwice = [...found].filter(([, instances]) => instances.size > 1).map(([name]) => name);
    expect(builtTwice).toEqual([]);
  });

  it('hands the one ledger, network and notifications service to the features that move money and seats', () => {
    const { services } = ctx.app;
    const field = (service: object, name: string) => Reflect.get(service, name);
    for (const holder of [services.wallets, services.bookings, services.payments, services.promotions]) {
      expect(field(holder, 'ledger')).toBe(services.ledger);
    }
    expect(field(services.bookings, 'network')).toBe(services.network);
    expect(field(services.waitlist, 'network')).toBe(services.network);
    for (const holder of [services.bookings, services.payments, services.promotions, services.verification]) {
      expect(field(holder, 'notifications')).toBe(services.notifications);
    }
    expect(services.weeklyBilling.ledger).toBe(services.ledger);
    const seats = field(services.runs, 'seats');
    for (const holder of [services.bookings, services.waitlist]) expect(field(holder, 'seats')).toBe(seats);
    expect(services.weeklyBilling.seats).toBe(seats);
  });

  it('is the only place a feature service is built: no other source file news one', async () => {
    const source = import.meta.dirname;
    const files = (await readdir(source, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'services.ts',
    );
    const texts = new Map(
      await Promise.all(
        files.map(async (file) => [file, await readFile(join(source, file), 'utf8')] as const),
      ),
    );
    const featureServices = [...texts]
      .filter(([file]) => file.startsWith('features') && file.endsWith('.service.ts'))
      .flatMap(([, text]) => [...text.matchAll(/export class (\w+)\b/g)].map((match) => match[1]));
    expect(featureServices).toEqual(expect.arrayContaining(['LedgerService', 'RunSeats']));
    const built = new RegExp(`\\bnew (${featureServices.join('|')})\\(`);
    const offenders = [...texts].flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) => (built.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
