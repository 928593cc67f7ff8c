import type { RideRating, RideRatingInput } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { RideRatingPanel } from './ride-rating.tsx';

const USER = 12;
const BOOKING = 55;
const RIDE = 301;

const rating = (overrides: Partial<RideRating> = {}): RideRating => ({
  ride_id: RIDE,
  stars: 4,
  categories: ['punctuality'],
  comment: 'Left on time',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  editable_until: new Date(Date.now() + 3600_000).toISOString(),
  ...overrides,
});

function renderPanel(stored: RideRating[]) {
  server.use(
    http.get(`/v1/users/${USER}/routes/${BOOKING}/ratings`, () =>
      HttpResponse.json({ data: stored, meta: { page: 1, limit: stored.length, total: stored.length } }),
    ),
  );
  return renderRoute('/ride', [
    { path: '/ride', element: <RideRatingPanel userId={USER} bookingId={BOOKING} rideId={RIDE} /> },
  ]);
}

describe('rating a completed ride', () => {
  it('sends stars, categories and a comment with the contract’s shape, then shows the rating', async () => {
    const sent: RideRatingInput[] = [];
    const stored: RideRating[] = [];
    server.use(
      http.put(`/v1/users/${USER}/rides/${RIDE}/rating`, async ({ request }) => {
        const body = (await request.json()) as RideRatingInput;
        sent.push(body);
        stored.push(
          rating({ stars: body.stars, categories: body.categories ?? [], comment: body.comment ?? null }),
        );
        return HttpResponse.json(stored[0]);
      }),
    );
    const { user } = renderPanel(stored);
    const form = await screen.findByRole('form', { name: 'Rate this ride' });
    await user.click(within(form).getByRole('button', { name: 'Rate this ride' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    expect(sent).toEqual([]);

    await user.click(within(form).getByLabelText('5 stars'));
    await user.click(within(form).getByLabelText('Clean bus'));
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Cool and quiet');
    await user.click(within(form).getByRole('button', { name: 'Rate this ride' }));
    await waitFor(() =>
      expect(sent).toEqual([{ stars: 5, categories: ['cleanliness'], comment: 'Cool and quiet' }]),
    );
    const shown = await screen.findByRole('region', { name: 'Your rating' });
    expect(shown).toHaveTextContent('5 out of 5');
    expect(shown).toHaveTextContent('Clean bus');
    expect(within(shown).getByRole('button', { name: 'Change rating' })).toBeInTheDocument();
  });

  it('offers no change once the 24 hours are over', async () => {
    renderPanel([rating({ editable_until: new Date(Date.now() - 1000).toISOString() })]);
    const shown = await screen.findByRole('region', { name: 'Your rating' });
    expect(shown).toHaveTextContent('4 out of 5');
    expect(within(shown).queryByRole('button', { name: 'Change rating' })).toBeNull();
  });
});
