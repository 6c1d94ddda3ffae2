import { expect, test } from './fixtures.ts';
import { placeInPlaceOrder, seedOrdersPub } from './orders-seed.ts';

/**
 * A kitchen tablet whose browser blocks autoplay (docs/product.md D9): the board says so with an
 * "enable sound" button that unlocks audio with one tap; "test sound" plays the chime.
 *
 * Headless Chromium runs every AudioContext whatever --autoplay-policy says, so the page gets the
 * policy of a real browser: an AudioContext stays suspended until resumed inside a real tap or click.
 */
const AUTOPLAY_POLICY = () => {
  // Inside a trusted input event (a real tap or click), as browsers require for resume().
  let inGesture = false;
  for (const type of ['click', 'touchend', 'keydown']) {
    window.addEventListener(
      type,
      (e) => {
        if (!e.isTrusted) return;
        inGesture = true;
        setTimeout(() => (inGesture = false));
      },
      true,
    );
  }
  const Native = window.AudioContext;
  class GatedAudioContext extends Native {
    private gated = true;
    get state(): AudioContextState {
      return this.gated ? 'suspended' : super.state;
    }
    resume(): Promise<void> {
      if (!inGesture) return Promise.resolve();
      this.gated = false;
      return super.resume().then(() => void this.dispatchEvent(new Event('statechange')));
    }
  }
  window.AudioContext = GatedAudioContext;
};

test('blocked autoplay shows "enable sound", one tap unlocks it', async ({ browser, api, baseURL }) => {
  const pub = await seedOrdersPub(api);
  await placeInPlaceOrder(api, pub, 'Olga');
  const context = await browser.newContext({ baseURL, locale: 'ro-RO' });
  await context.addInitScript(AUTOPLAY_POLICY);
  // Signed in through the API (the refresh cookie lands in this context): the page never had a gesture.
  const login = await context.request.post('/api/auth/login', {
    data: { email: pub.owner.email, password: pub.owner.password },
  });
  expect(login.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`/admin/pub/${pub.pubId}/orders?lng=ro`);
  await expect(page.locator('.order-list > li')).toHaveCount(1);
  // Checked before any page.evaluate: Playwright evaluates with a user gesture, which would unlock audio.
  const enable = page.getByRole('button', { name: 'Activează sunetul' });
  await expect(enable).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__tavolaSound?.plays ?? 0)).toBeGreaterThanOrEqual(1);
  await enable.click();
  await expect(enable).toBeHidden();
  const before = await page.evaluate(() => window.__tavolaSound!.plays);
  await page.getByRole('button', { name: 'Testează sunetul' }).click();
  expect(await page.evaluate(() => window.__tavolaSound!.plays)).toBe(before + 1);
  await expect(page).toHaveTitle('(1) Comenzi');
  await context.close();
});
