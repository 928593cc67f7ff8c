import { lagosDate } from '@shuttle/contracts';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { CharterFormValues } from './charter-body.ts';

/** The details a signed-in rider's request starts from (docs/product.md#public-forms). */
export interface CharterPrefill {
  fname: string;
  lname: string;
  email: string;
  phone: string;
}

const DEFAULT_TIME = '08:10 AM';

/** What the charter form holds before anything is entered. */
export const CHARTER_DEFAULTS: CharterFormValues = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  pickup_address: '',
  dropoff_address: '',
  pickup_date: '',
  pickup_time: DEFAULT_TIME,
  return_date: '',
  return_time: DEFAULT_TIME,
  passengers: 1,
};

/** The form before anything is entered: empty, or a signed-in rider's details. */
export function charterStart(prefill: CharterPrefill | undefined): CharterFormValues {
  if (!prefill) return CHARTER_DEFAULTS;
  const { fname, lname, email, phone } = prefill;
  return { ...CHARTER_DEFAULTS, fname, lname, email, phone };
}

/** "hh:mm AM" as the time's three selects show it. */
export const splitTime = (time: string) => {
  const [clock = '', period = ''] = time.split(' ');
  const [hour = '', minute = ''] = clock.split(':');
  return { hour, minute, period };
};

const noSubscription = () => () => {};

/**
 * Today's Lagos date for a date field's minimum. Not in the prerendered page (docs/decisions/175):
 * the build's date would stay as the minimum. Read as `ClientOnly` reads the browser: the
 * server's snapshot while hydrating, today's date from then on. The switch re-renders
 * synchronously; read here, it re-renders one field, not the whole form (docs/decisions/222).
 */
export function WithToday({ children }: { children: (today: string | undefined) => ReactNode }) {
  return children(useSyncExternalStore(noSubscription, lagosDate, () => undefined));
}

/**
 * What a visitor entered in /charter's form before its code arrived (docs/decisions/291): the
 * full form starts from it, so nothing typed or chosen is lost.
 */
export interface CharterDraft {
  values: CharterFormValues;
  /**
   * The control the visitor was in, by its place among the form's controls: both forms draw the
   * same controls in the same order.
   */
  focused: number | null;
  /** The visitor sent the form before its code arrived: it is sent as soon as it has. */
  isSent: boolean;
}

/** Reads the first form: its named fields, and each time from its three selects. */
export function readCharterDraft(form: HTMLFormElement, isSent: boolean): CharterDraft {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const time = (name: string) =>
    `${text(`${name}-hour`)}:${text(`${name}-minute`)} ${text(`${name}-period`)}`;
  const active = document.activeElement;
  const focused = active ? [...form.elements].indexOf(active) : -1;
  return {
    values: {
      fname: text('fname'),
      lname: text('lname'),
      email: text('email'),
      phone: text('phone'),
      pickup_address: text('pickup_address'),
      dropoff_address: text('dropoff_address'),
      pickup_date: text('pickup_date'),
      pickup_time: time('pickup_time'),
      return_date: text('return_date'),
      return_time: time('return_time'),
      // As react-hook-form's `valueAsNumber` reads it: an empty field is NaN, which the check refuses.
      passengers: text('passengers') === '' ? Number.NaN : Number(text('passengers')),
    },
    focused: focused === -1 ? null : focused,
    isSent,
  };
}

/** Puts the visitor back in the control they were in, and sends the form if they had. */
export function resumeCharterDraft(form: HTMLFormElement, draft: CharterDraft) {
  const control = draft.focused === null ? undefined : form.elements[draft.focused];
  if (control instanceof HTMLElement) control.focus();
  // Only these inputs have a caret to place; a date or a number field has none.
  if (control instanceof HTMLInputElement && ['text', 'tel'].includes(control.type)) {
    control.setSelectionRange(control.value.length, control.value.length);
  }
  if (draft.isSent) form.requestSubmit();
}
