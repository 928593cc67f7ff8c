/**
 * Web NFC (Chrome on Android): the serial number of a tag held to the phone. Mobility cards are
 * read by that serial, so no NDEF record needs writing to them (docs/product.md#mobility-card).
 * TypeScript's DOM library has no Web NFC types yet; these are the parts used.
 */
interface NdefReadingEvent extends Event {
  serialNumber: string;
}
interface NdefReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}
type NdefReaderConstructor = new () => NdefReader;

const readerClass = (): NdefReaderConstructor | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { NDEFReader?: NdefReaderConstructor }).NDEFReader;

/** Whether this browser can read a card by tapping it. */
export const canTapCards = (): boolean => readerClass() !== undefined;

/**
 * Listens for tags until `signal` aborts, calling `onSerial` with each tag's serial number
 * ("04:a2:7f:…"). Rejects when the rider or driver refuses the permission, or NFC is off.
 */
export async function listenForCards(onSerial: (serial: string) => void, signal: AbortSignal): Promise<void> {
  const Reader = readerClass();
  if (!Reader) throw new Error('This phone cannot read cards by tapping. Type the card number instead.');
  const reader = new Reader();
  reader.addEventListener('reading', (event) => {
    const serial = (event as NdefReadingEvent).serialNumber;
    if (serial) onSerial(serial);
  });
  await reader.scan({ signal });
}
