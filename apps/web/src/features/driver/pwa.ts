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
  // The worker copies every file of the driver's pages when it installs (`public/shell-sw.js`).
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register(`/shell-sw.js?scope=${encodeURIComponent(DRIVER_SCOPE)}`, { scope: DRIVER_SCOPE })
    .catch(() => undefined);
}
