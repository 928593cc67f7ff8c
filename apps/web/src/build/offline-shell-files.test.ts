import { describe, expect, it } from 'vitest';
import { type BuildManifest, offlineShellFiles, offlineShellList } from './offline-shell-files.ts';

/** A build shaped like the real one: an entry that lazily loads every page. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'index.html',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: [
      'src/app/layouts/dashboard-layout.tsx',
      'src/app/routes/dashboard/booking.tsx',
      'src/app/routes/dashboard/my-bookings.tsx',
      'src/app/routes/dashboard/wallet.tsx',
      'src/app/routes/role-routes.tsx',
    ],
    css: ['assets/index-1.css'],
  },
  '_framework.js': { file: 'assets/framework-2.js' },
  '_contracts.js': { file: 'assets/contracts-3.js' },
  'src/app/layouts/dashboard-layout.tsx': {
    file: 'assets/dashboard-layout-4.js',
    imports: ['_framework.js', '_contracts.js'],
    dynamicImports: ['src/features/notifications/components/unread-count.tsx'],
  },
  'src/features/notifications/components/unread-count.tsx': { file: 'assets/unread-count-5.js' },
  'src/app/routes/dashboard/booking.tsx': {
    file: 'assets/booking-6.js',
    dynamicImports: ['src/features/booking/components/boarding-pass.tsx'],
    css: ['assets/booking-7.css'],
  },
  'src/features/booking/components/boarding-pass.tsx': { file: 'assets/boarding-pass-8.js' },
  'src/app/routes/dashboard/my-bookings.tsx': { file: 'assets/my-bookings-12.js' },
  'src/app/routes/dashboard/wallet.tsx': { file: 'assets/wallet-9.js' },
  'src/app/routes/role-routes.tsx': {
    file: 'assets/role-routes-10.js',
    dynamicImports: ['src/app/routes/ops/layout.tsx'],
  },
  'src/app/routes/ops/layout.tsx': { file: 'assets/ops-layout-11.js' },
};

const bookingScope = {
  scope: '/dashboard/my-bookings',
  modules: ['src/app/layouts/dashboard-layout.tsx', 'src/app/routes/dashboard/booking.tsx'],
  embedded: true,
};

describe('offlineShellFiles', () => {
  it('keeps the entry, the scope’s pages and every lazy part they load, with their CSS', () => {
    expect(offlineShellFiles(manifest, bookingScope)).toEqual([
      '/assets/boarding-pass-8.js',
      '/assets/booking-6.js',
      '/assets/booking-7.css',
      '/assets/contracts-3.js',
      '/assets/dashboard-layout-4.js',
      '/assets/framework-2.js',
      '/assets/index-1.css',
      '/assets/unread-count-5.js',
    ]);
  });

  it('leaves out the pages and frames the scope does not open', () => {
    const files = offlineShellFiles(manifest, bookingScope);
    expect(files).not.toContain('/assets/wallet-9.js');
    expect(files).not.toContain('/assets/role-routes-10.js');
    expect(files).not.toContain('/assets/ops-layout-11.js');
  });

  it('puts the scope’s public files first', () => {
    const files = offlineShellFiles(manifest, { ...bookingScope, publicFiles: ['/app.webmanifest'] });
    expect(files[0]).toBe('/app.webmanifest');
  });

  it('stops the build when a scope names a module that is not in it', () => {
    expect(() =>
      offlineShellFiles(manifest, { ...bookingScope, modules: ['src/app/routes/dashboard/gone.tsx'] }),
    ).toThrow(/src\/app\/routes\/dashboard\/gone\.tsx/);
  });
});

describe('offlineShellList', () => {
  it('leaves the driver app out of the embedded build and fails the site build without it', () => {
    expect(Object.keys(offlineShellList(manifest, { embedded: true }).scopes)).toEqual([
      '/dashboard/my-bookings',
    ]);
    expect(() => offlineShellList(manifest, { embedded: false })).toThrow(/\/driver/);
  });
});
