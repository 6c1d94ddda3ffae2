import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { money } from './money.ts';
import { BUDGETS, routeFiles } from '../scripts/budgets.ts';
import { shot } from './shot.ts';

/** The guest page arrives rendered (menu in the HTML) and the browser hydrates it. */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the guest still sees the venue, the dishes and their prices, in the pub’s language', async ({ page, api }) => {
    const pub = await seedGuestPub(api, { languageId: 2 });
    await page.goto(`/pub/${pub.urlName}/`);
    await expect(page.getByRole('heading', { level: 1, name: pub.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    await expect(page.getByText(money('99.50'))).toBeVisible();
    await expect(page.getByText(money('100.00'))).toBeVisible();
    await expect(page.getByText('Secret dish')).toHaveCount(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await expect(page).toHaveTitle(pub.name);
  });
});

test('the rendered page hydrates without a mismatch and then takes orders; ?lng= picks the language', async ({
  page,
  api,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const pub = await seedGuestPub(api);
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
  // No cover photo: the venue's white name sits on a dark header from its top edge, not on a white band.
  expect(await page.locator('header.guest-header').evaluate((h) => getComputedStyle(h).backgroundImage)).toMatch(
    /^linear-gradient/,
  );
  await page.waitForLoadState('networkidle');
  // The checkout's translations came with the page: loaded on the first "+", Lingui's change event would
  // re-render every text on that tap (and hydrate what was left of the menu in one long task).
  const lateCatalogs: string[] = [];
  page.on('request', (r) => void (/\/assets\/guest-more-[^/]+\.js$/.test(r.url()) && lateCatalogs.push(r.url())));
  await page.getByRole('button', { name: 'La masa mea' }).click();
  await page.getByRole('button', { name: 'Adăugați Margherita' }).click();
  await expect(page.getByText(/În coș: 1/)).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
  expect(lateCatalogs).toEqual([]);
});

/** A longer menu: three categories, Romanian names, so search, the category bar and the sheet have something to do. */
async function seedLongMenu(api: import('@playwright/test').APIRequestContext) {
  const pub = await seedGuestPub(api);
  const headers = { accesstoken: pub.owner.token };
  const menuId = (await (await api.get(`/api/client/pub/${pub.urlName}/`)).json()).menus[0].id as number;
  const base = `/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/menus/${menuId}/categories`;
  for (const [place, name, dishes] of [
    [2, 'Plăcinte', ['Plăcintă cu brânză', 'Plăcintă cu varză', 'Plăcintă cu cartofi', 'Plăcintă cu vișine']],
    [3, 'Supe', ['Zeamă de găină', 'Borș de sfeclă', 'Ciorbă de perișoare', 'Supă cremă de ciuperci']],
  ] as const) {
    const { category } = await (
      await api.post(`${base}/`, {
        headers,
        data: { name, visible: true, place, text_color: '#ffffff', category_types: ['other'] },
      })
    ).json();
    for (const [i, dish] of dishes.entries()) {
      const res = await api.post(`${base}/${category.id}/dishes`, {
        headers,
        data: {
          name: dish,
          price: 45 + i * 5,
          sale_price: 0,
          ingredients: dish === 'Plăcintă cu brânză' ? 'aluat, brânză de oi, mărar' : 'ingrediente de casă',
          place: i + 1,
          visible: true,
          text_color: '#ffffff',
        },
      });
      expect(res.ok()).toBe(true);
    }
  }
  return pub;
}

test('browsing on a phone: search without diacritics, the category bar follows the scroll, the dish sheet', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pub = await seedLongMenu(api);
  await page.goto(`/pub/${pub.urlName}/?lng=ro`);
  await page.getByRole('button', { name: 'La masa mea' }).click();

  // Search: "placinta" finds every "Plăcintă", "branza" the one with cheese in its ingredients.
  const search = page.getByRole('searchbox', { name: 'Căutare în meniu' });
  await search.fill('placinta');
  await expect(page.getByRole('heading', { name: '4 preparate găsite' })).toBeVisible();
  await search.fill('branza oi');
  await expect(page.getByRole('heading', { name: '1 preparat găsit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plăcintă cu brânză', exact: true })).toBeVisible();
  await search.fill('');

  // The bar stays on top and marks the category on screen.
  const bar = page.getByRole('navigation', { name: 'Categorii' });
  await expect(bar.getByRole('link', { name: 'Pizza' })).toHaveAttribute('aria-current', 'true');
  await bar.getByRole('link', { name: 'Supe' }).click();
  await expect(bar.getByRole('link', { name: 'Supe' })).toHaveAttribute('aria-current', 'true');
  await expect(bar).toBeInViewport();
  await shot(page, 'test-results/guest-browsing-390.png');

  // A tap on a dish opens its sheet; Escape closes it and focus returns to the dish.
  const dish = page.getByRole('button', { name: 'Zeamă de găină', exact: true });
  await dish.click();
  const sheet = page.getByRole('dialog', { name: 'Zeamă de găină' });
  await expect(sheet).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(dish).toBeFocused();

  // Two from the sheet: the cart says 2 and the total.
  await dish.click();
  await sheet.getByRole('button', { name: 'Încă una' }).click();
  const add = sheet.getByRole('button', { name: /^Adăugați · / });
  await expect(add).toContainText(money('90.00'));
  await shot(page, 'test-results/guest-sheet-390.png');
  await add.click();
  await expect(page.getByText(/În coș: 2/)).toBeVisible();
  for (const target of await page.locator('.guest-catbar a, .guest-stepper button, .guest-lang button').all()) {
    const box = await target.boundingBox();
    if (box) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
});

test('taps before hydration count: the mode, "+" on two dishes and a dish name, replayed in order once the page hydrates', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pub = await seedGuestPub(api); // table and delivery: the page asks the mode first
  const url = `/pub/${pub.urlName}/?lng=ro`;
  // Hold the page's own entry script: until it is released the page is the server's HTML only.
  const html = await (await api.get(url)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(`**${entry}`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Cum doriți să comandați?' })).toBeVisible();
  expect(asked).toBe(true);

  const dish = (name: string) => page.locator('.guest-dish', { hasText: name });
  await page.getByRole('button', { name: 'La masa mea' }).click();
  // The choice shows the + buttons at once; each tap marks its button with the number of taps.
  await dish('Margherita').getByRole('button', { name: 'Adăugați Margherita' }).click();
  await dish('Margherita').getByRole('button', { name: 'Adăugați Margherita' }).click();
  await dish('Diavola').getByRole('button', { name: 'Adăugați Diavola' }).click();
  await expect(dish('Margherita').getByRole('button', { name: 'Adăugați Margherita' })).toHaveAttribute(
    'data-pending',
    '2',
  );
  await page.getByRole('button', { name: 'Diavola', exact: true }).click();
  await shot(page, 'test-results/guest-early-taps-390.png');
  await expect(page.locator('.guest-cart-bar')).toHaveCount(0);

  release();
  // Replayed in order: the table's prices, 2 × 99.50 + 1 × 100.00 (on sale), then Diavola's sheet.
  const sheet = page.getByRole('dialog', { name: 'Diavola' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.guest-cart-bar')).toContainText('În coș: 3');
  await expect(page.locator('.guest-cart-bar')).toContainText(money('299.00'));
  await expect(dish('Margherita').locator('output')).toHaveText('2');
  await expect(dish('Diavola').locator('output')).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Cum doriți să comandați?' })).toHaveCount(0);
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  await expectAccessible(page);
});

test('before any tap the phone fetches exactly the scripts the size budget counts', async ({ page, api }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pub = await seedGuestPub(api);
  const fetched = new Set<string>();
  page.on('request', (r) => void (r.resourceType() === 'script' && fetched.add(new URL(r.url()).pathname.slice(1))));
  // A Russian phone: the page and its catalogs in Russian, the largest of the three.
  await page.goto(`/pub/${pub.urlName}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.waitForLoadState('networkidle');
  const guest = BUDGETS.find((b) => b.name === 'guest page')!;
  expect([...fetched].sort()).toEqual(routeFiles(process.env.CLIENT_DIST ?? 'dist', guest).sort());
});
