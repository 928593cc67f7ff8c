import { cacheShell, registerShell } from '../../lib/offline-shell.ts';

/** The driver app's scope: its manifest, its service worker and its shell cache. */
export const DRIVER_SCOPE = '/driver';

/**
 * The driver app installs like an app and opens offline (docs/decisions/161): the web app
 * manifest and the service worker are added only on /driver pages, so riders never load them.
 */
export function installDriverApp(): void {
  if (typeof document === 'undefined') return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/driver.webmanifest';
    document.head.append(link);
  }
  if (!document.querySelector('meta[name="theme-color"]')) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0b5d3b';
    document.head.append(meta);
  }
  registerShell(DRIVER_SCOPE);
}

/** Keeps what the driver app has loaded since (a run's page, the scanner) for offline use. */
export const cacheDriverShell = () => cacheShell(DRIVER_SCOPE);
