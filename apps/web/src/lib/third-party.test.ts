import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics, loadSupportChat, openSupportChat, whenInteractive } from './third-party.ts';

const RIDER = { id: 42, fname: 'Funke', lname: 'Adeyemi', email: 'funke@example.ng', phone: '08031234567' };

type TestWindow = Window & {
  fcWidget?: { init: (options: Record<string, string>) => void; open?: () => void };
  dataLayer?: unknown[];
};
const win = window as TestWindow;

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete win.fcWidget;
  delete win.dataLayer;
});

describe('the support chat loader, with a key set', () => {
  it('adds the widget script once and identifies the rider when it loads', () => {
    const settings = { key: 'chat-key-123', host: 'https://wchat.freshchat.com' };
    const script = loadSupportChat(settings, RIDER);
    expect(script.src).toBe('https://wchat.freshchat.com/js/widget.js');
    expect(script.async).toBe(true);
    expect(document.head.querySelectorAll('script#support-chat')).toHaveLength(1);
    expect(loadSupportChat(settings, RIDER)).toBe(script);

    const init = vi.fn();
    const open = vi.fn();
    win.fcWidget = { init, open };
    script.dispatchEvent(new Event('load'));
    expect(init).toHaveBeenCalledWith({
      token: 'chat-key-123',
      host: 'https://wchat.freshchat.com',
      externalId: '42',
      firstName: 'Funke',
      lastName: 'Adeyemi',
      email: 'funke@example.ng',
      phone: '08031234567',
    });
    expect(openSupportChat()).toBe(true);
    expect(open).toHaveBeenCalledOnce();
  });

  it('cannot open a chat that has not loaded', () => {
    expect(openSupportChat()).toBe(false);
  });
});

describe('the analytics loader, with an id set', () => {
  it('adds the tag for the measurement id and configures it', () => {
    const script = loadAnalytics('G-TEST1234');
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST1234']);
  });
});

describe('whenInteractive', () => {
  it('waits for the page to load before running', () => {
    const work = vi.fn();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.useFakeTimers();
    try {
      whenInteractive(work);
      vi.runAllTimers();
      expect(work).not.toHaveBeenCalled();
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      vi.runAllTimers();
      expect(work).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      readyState.mockRestore();
    }
  });
});
