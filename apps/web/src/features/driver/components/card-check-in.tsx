import { CARD_MESSAGES, normaliseCardNumber } from '@shuttle/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { canTapCards, listenForCards } from '../../../lib/web-nfc.ts';

const CARD_NUMBER = /^[0-9A-Z]{4,32}$/;

/**
 * Checks a rider in by their mobility card (docs/product.md#mobility-card): its printed number
 * typed, or, where the phone reads NFC (Chrome on Android), the card held to the phone. Works
 * offline like a pass: the saved manifest carries each rider's linked cards.
 */
export function CardCheckIn({ onCard }: { onCard: (cardNumber: string) => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normaliseCardNumber(typed);
    if (!CARD_NUMBER.test(number)) {
      setProblem(CARD_MESSAGES.number);
      return;
    }
    setProblem(null);
    setTyped('');
    onCard(number);
  };

  const tap = async () => {
    if (listening) {
      stop.current?.abort();
      setListening(false);
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setProblem(null);
    setListening(true);
    try {
      await listenForCards((serial) => onCard(normaliseCardNumber(serial)), controller.signal);
    } catch (error) {
      setListening(false);
      setProblem(error instanceof Error ? error.message : 'The card could not be read. Type its number.');
    }
  };

  return (
    <form className="driver-code-form" onSubmit={submit} aria-label="Check a rider in by card">
      <label htmlFor={inputId}>Mobility card number</label>
      <div className="driver-code-form__row">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
        />
        <button type="submit" className="btn btn--secondary">
          Check card
        </button>
      </div>
      {canTapCards() ? (
        <button type="button" className="btn btn--ghost" onClick={() => void tap()} aria-pressed={listening}>
          {listening ? 'Hold a card to the phone… (tap to stop)' : 'Read cards by tapping'}
        </button>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
