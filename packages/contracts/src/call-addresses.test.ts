import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressParts, type CallDefinition, callPath, defineCall } from './call.ts';
import * as contracts from './index.ts';

const SOURCE = import.meta.dirname;
const ADDRESSES = join(SOURCE, 'addresses');
const addressFiles = readdirSync(ADDRESSES).filter((name) => name.endsWith('.ts'));

/** Every address of every area, as its module exports it. */
async function allAddresses(): Promise<string[]> {
  const modules = await Promise.all(addressFiles.map((name) => import(join(ADDRESSES, name))));
  return modules.flatMap((module: Record<string, string>) => Object.values(module));
}

/** Every call definition the contracts export, those in objects of calls included. */
function allDefinitions(): CallDefinition[] {
  const isDefinition = (value: unknown): value is CallDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
  return Object.values(contracts).flatMap((value) =>
    isDefinition(value)
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value).filter(isDefinition)
        : [],
  );
}

describe("calls' addresses (docs/decisions/287)", () => {
  it('are modules without zod: they import nothing at run time', () => {
    const importing = addressFiles.filter((name) =>
      readFileSync(join(ADDRESSES, name), 'utf8')
        .split('\n')
        .some((line) => /^import /.test(line) && !/^import type /.test(line)),
    );
    expect(addressFiles.length).toBeGreaterThan(20);
    expect(importing).toEqual([]);
  });

  it('are where every definition takes its method and path from: each address is written once', async () => {
    const addresses = await allAddresses();
    const definitions = allDefinitions();
    expect(definitions.length).toBeGreaterThan(150);
    const defined = definitions.map(({ method, path }) => `${method} ${path}`);
    expect(defined.filter((address) => !addresses.includes(address))).toEqual([]);
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);
    const writtenInPlace = readdirSync(SOURCE).filter(
      (name) => name.endsWith('.ts') && /defineCall\(\s*['`]/.test(readFileSync(join(SOURCE, name), 'utf8')),
    );
    expect(writtenInPlace).toEqual(['call-addresses.test.ts']);
  });

  it('give a definition its method and path, and build the address of a call', () => {
    const call = defineCall('PATCH /users/:userId/notifications/:notificationId', {});
    expect(call).toEqual({ method: 'PATCH', path: '/users/:userId/notifications/:notificationId' });
    expect(addressParts('GET /ready')).toEqual({ method: 'GET', path: '/ready' });
    expect(callPath(call, { userId: 4, notificationId: 'a/b' })).toBe('/users/4/notifications/a%2Fb');
  });
});
