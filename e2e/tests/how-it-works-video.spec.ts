import { expect, test } from './fixtures.ts';

test('the video player loads from youtube-nocookie only after the poster is clicked', async ({ page }) => {
  const playerRequests: string[] = [];
  // The journey runs offline: answer for YouTube with a tiny page, so that the frame's load
  // still goes through the browser's Content-Security-Policy check.
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>Player</p>',
    });
  });
  const response = await page.goto('/how-it-works');
  expect(response?.headers()['content-security-policy']).toContain(
    'frame-src https://www.youtube-nocookie.com',
  );

  const poster = page.getByRole('button', { name: /Play the video: How Shuttle works/ });
  await expect(poster).toBeVisible();
  expect(playerRequests).toEqual([]);
  await poster.click();

  const player = page.frameLocator('iframe[title="How Shuttle works"]');
  await expect(player.getByText('Player')).toBeVisible();
  expect(playerRequests[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
});
