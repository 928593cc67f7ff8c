import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

interface FormOnDemandOptions<Form, Draft> {
  /** Downloads the full form: asked for on the first tap, focus or send. */
  load: () => Promise<Form>;
  /** What was entered in the light form, which the full form starts from. */
  readDraft: (form: HTMLFormElement, isSent: boolean) => Draft;
  /** A send was waiting for the full form, whose download failed: say so. */
  onSendFailed: () => void;
}

/**
 * A public page's form drawn light, without its libraries, until the visitor turns to it
 * (docs/decisions/289 and 291): spread `formProps` on the light form; `full` is set once the full
 * form has arrived, with the draft it starts from, and is rendered in its place.
 */
export function useFormOnDemand<Form, Draft>({
  load,
  readDraft,
  onSendFailed,
}: FormOnDemandOptions<Form, Draft>) {
  const [full, setFull] = useState<{ Form: Form; draft: Draft } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const isSent = useRef(false);

  const start = () => {
    loading.current ??= load().then(
      (Form) => {
        if (!formElement.current) return;
        const draft = readDraft(formElement.current, isSent.current);
        // At once, not in a later task: a key pressed meanwhile would land in the old field.
        flushSync(() => setFull({ Form, draft }));
      },
      () => {
        // The phone lost its connection: what was entered stays, and the next touch tries again.
        loading.current = null;
        if (!isSent.current) return;
        isSent.current = false;
        setIsSending(false);
        onSendFailed();
      },
    );
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    isSent.current = true;
    setIsSending(true);
    start();
  };

  return {
    full,
    isSending,
    formProps: { ref: formElement, onPointerDown: start, onFocus: start, onSubmit: send },
  };
}
