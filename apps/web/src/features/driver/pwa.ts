/** The driver app's scope: its manifest, its service worker and its shell cache. */
export const DRIVER_SCOPE = '/driver';

/**
 * The driver app installs like an app and opens offline (docs/decisions/161): the web app
 * manifest and the service worker are added only on /driver pages, so riders never load them.
 */
export function installDriverApp(): void {
  if (typeof document === 'undefined') return;
  // Every page links the rider site's manifest (index.html); the driver's pages swap it for theirs.
  const existing = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (existing) existing.href = '/driver.webmanifest';
  else {
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
