const INLINE_SCRIPT = 'https://js.paystack.co/v2/inline.js';

export interface PaystackCallbacks {
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: { message: string }) => void;
}

interface PaystackPopup {
  resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): void;
}

declare global {
  interface Window {
    PaystackPop?: new () => PaystackPopup;
  }
}

let loading: Promise<new () => PaystackPopup> | undefined;

/**
 * Paystack's inline checkout (v2), loaded on first use and only in Paystack mode, so that the
 * sandbox and every other page never fetch it (the CSP allows it only in that mode). When the
 * page already has it, that one is used.
 */
function loadPaystackInline(): Promise<new () => PaystackPopup> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = INLINE_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.PaystackPop ? resolve(window.PaystackPop) : reject(new Error('PaystackPop missing'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Paystack checkout could not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens the checkout of a transaction the server initialized (its access code). */
export async function resumePaystackCheckout(
  accessCode: string,
  callbacks: PaystackCallbacks,
): Promise<void> {
  const PaystackPop = await loadPaystackInline();
  new PaystackPop().resumeTransaction(accessCode, callbacks);
}
