import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { canTapCards, listenForCards } from '../../../lib/web-nfc.ts';
import { useLinkCard, useMobilityCards, useUnlinkCard } from '../api/mobility-cards.ts';

/**
 * The account page's mobility cards (docs/product.md#mobility-card): link one by the number
 * printed on it or, on a phone that reads NFC, by holding it to the phone; unlink a lost one.
 * A linked card boards its rider at the bus door like the QR pass.
 */
export function MobilityCards({ userId }: { userId: number }) {
  const cards = useMobilityCards(userId);
  const link = useLinkCard(userId);
  const unlink = useUnlinkCard(userId);
  const inputId = useId();
  const [number, setNumber] = useState('');
  const [tapProblem, setTapProblem] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const tap = async () => {
    const controller = new AbortController();
    stop.current = controller;
    setTapProblem(null);
    setListening(true);
    try {
      await listenForCards((serial) => {
        controller.abort();
        setListening(false);
        link.mutate({ number: serial });
      }, controller.signal);
    } catch (error) {
      setListening(false);
      setTapProblem(error instanceof Error ? error.message : 'The card could not be read.');
    }
  };

  return (
    <section className="card stack" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Mobility card</h2>
      <p className="muted small">
        Link your card, then tap it on the driver’s phone or tell the driver its number to board, as you would
        show your QR pass.
      </p>
      {cards.data && cards.data.data.length > 0 ? (
        <ul className="stack" aria-label="Linked cards">
          {cards.data.data.map((card) => (
            <li key={card.id} className="long-text">
              <span>Card {card.number}</span>{' '}
              <button
                type="button"
                className="link-button"
                disabled={unlink.isPending}
                onClick={() => unlink.mutate(card.id)}
              >
                Unlink (lost card)
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          link.mutate({ number }, { onSuccess: () => setNumber('') });
        }}
      >
        <label htmlFor={inputId}>Card number</label>
        <input
          id={inputId}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={100}
        />
        <button type="submit" className="btn btn--primary" disabled={link.isPending}>
          Link card
        </button>
        {canTapCards() ? (
          <button type="button" className="btn btn--ghost" disabled={listening} onClick={() => void tap()}>
            {listening ? 'Hold your card to the phone…' : 'Link by tapping the card'}
          </button>
        ) : null}
      </form>
      {link.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(link.error)}
        </p>
      ) : null}
      {tapProblem ? (
        <p className="form-error" role="alert">
          {tapProblem}
        </p>
      ) : null}
      {unlink.isError ? <p className="form-error">{errorMessage(unlink.error)}</p> : null}
    </section>
  );
}
