import { getVapidKeyCall, type PushSubscriptionInput, subscribePushCall } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** The service worker that shows arrival alerts (public/push-worker.js). */
const WORKER_URL = '/push-worker.js';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser for permission, subscribes it with the server's VAPID key and registers the
 * subscription for the user. Resolves to false when the browser or the server cannot push.
 */
export async function subscribeToArrivalAlerts(userId: number): Promise<boolean> {
  if (!pushSupported()) return false;
  const { public_key: publicKey } = await callApi(getVapidKeyCall);
  if (!publicKey) return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await callApi(subscribePushCall, {
    params: { userId },
    body: subscription.toJSON() as PushSubscriptionInput,
  });
  return true;
}
