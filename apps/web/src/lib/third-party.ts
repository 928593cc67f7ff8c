/**
 * The support chat widget and the analytics tag (docs/api-conventions.md#services). Each loads only when the
 * build names its key, only once the page is interactive, and never in tests (their builds
 * name no keys). docs/decisions/055.
 */

export interface ChatUser {
  id: number;
  fname: string;
  lname: string;
  email: string;
  phone: string;
}

interface ChatWidget {
  init(options: Record<string, string>): void;
  open?(): void;
}

interface ThirdPartyWindow {
  fcWidget?: ChatWidget;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

type Win = Window & ThirdPartyWindow;

/** Runs `work` once the page has loaded and the browser is idle, so nothing competes with it. */
export function whenInteractive(work: () => void, win: Window = window): void {
  // Not every browser has requestIdleCallback (Safari).
  const requestIdle: Window['requestIdleCallback'] | undefined = win.requestIdleCallback;
  const idle = () => {
    if (requestIdle) requestIdle.call(win, () => work(), { timeout: 3000 });
    else win.setTimeout(work, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

function addScript(doc: Document, src: string, id: string): HTMLScriptElement {
  const existing = doc.getElementById(id);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  doc.head.append(script);
  return script;
}

/** Google's tag (gtag.js) for the measurement id; page views are sent by the tag itself. */
export function loadAnalytics(measurementId: string, win: Win = window): HTMLScriptElement {
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  win.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet pushes it.
    // biome-ignore lint/complexity/noArguments: the tag expects the arguments object, not an array
    layer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', measurementId);
  return addScript(
    win.document,
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
    'analytics-tag',
  );
}

/**
 * The support chat widget (Freshchat), told who the rider is: their id as the external id,
 * their name, email and phone (docs/api-conventions.md#services).
 */
export function loadSupportChat(
  settings: { key: string; host: string },
  user: ChatUser,
  win: Win = window,
): HTMLScriptElement {
  const script = addScript(win.document, new URL('/js/widget.js', settings.host).toString(), 'support-chat');
  script.addEventListener(
    'load',
    () =>
      win.fcWidget?.init({
        token: settings.key,
        host: settings.host,
        externalId: String(user.id),
        firstName: user.fname,
        lastName: user.lname,
        email: user.email,
        phone: user.phone,
      }),
    { once: true },
  );
  return script;
}

/** Opens the chat widget; false when it has not loaded (yet). */
export function openSupportChat(win: Win = window): boolean {
  if (!win.fcWidget?.open) return false;
  win.fcWidget.open();
  return true;
}
