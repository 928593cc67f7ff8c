import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyPart', () => {
  it('offers to try again when the part would not load, and loads it anew', async () => {
    // React reports the error its boundary caught; here that error is the point.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyPart(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyGreeting name="Funke" />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not load.');
    expect(reported).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Funke')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
