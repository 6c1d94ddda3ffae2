import { expect, test } from './fixtures.ts';

test('the server answers health and serves the app shell', async ({ page, api }) => {
  expect((await api.get('/api/health')).ok()).toBe(true);
  expect((await api.get('/api/ready')).ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/auth\/authentication/);
});
