import type { RouteSearchValues } from '@shuttle/contracts';

/**
 * What a rider entered in the home page's search before the form's code arrived
 * (docs/decisions/289): the form starts from it, so nothing typed or chosen is lost.
 */
export interface SearchDraft {
  /** The choices and the date, by the form's field names. */
  values: Pick<Partial<RouteSearchValues>, 'route_type' | 'departure_date' | 'luggage'>;
  /** Text typed in From and To, which chooses no stop until the list of stops has arrived. */
  stopTexts: { source_route: string; destination_route: string };
  /** The field the rider is in: its name and, for a choice, its value; `submit` for the button. */
  focused: { name: string; value: string } | null;
  /** The rider sent the form before its code arrived: it is sent as soon as it has. */
  isSent: boolean;
}

/** Puts the rider back where they were in the form that replaced the first one, and sends it if they had. */
export function resumeDraft(form: HTMLFormElement, draft: SearchDraft) {
  const focused = draft.focused;
  if (focused) {
    const field =
      focused.name === 'submit'
        ? form.querySelector<HTMLElement>('button[type="submit"]')
        : [...form.elements].find(
            (element): element is HTMLInputElement =>
              element instanceof HTMLInputElement &&
              element.name === focused.name &&
              (element.type !== 'radio' || element.value === focused.value),
          );
    field?.focus();
    if (field instanceof HTMLInputElement && field.type === 'text') {
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }
  if (draft.isSent) form.requestSubmit();
}
