import { test, expect, expectAccessible } from './fixtures.ts';
import { seedGuestPub } from './guest-seed.ts';
import { shot } from './shot.ts';

/** The checkout on a phone: the order's own rules answer on the phone, and the cart is one across menu and checkout. */

const words = {
  ro: {
    atTable: 'La masa mea',
    add: 'Adăugați Margherita',
    removeOne: 'Scoateți o porție: Margherita',
    checkout: 'Finalizați',
    title: 'Comanda dvs.',
    table: 'Numărul mesei',
    submit: 'Trimiteți comanda',
    back: 'Înapoi la meniu',
  },
  ru: {
    atTable: 'За мой столик',
    add: 'Добавить Margherita',
    removeOne: 'Убрать одну порцию: Margherita',
    checkout: 'Оформить',
    title: 'Ваш заказ',
    table: 'Номер столика',
    submit: 'Отправить заказ',
    back: 'Вернуться к меню',
  },
};

for (const lng of ['ro', 'ru'] as const) {
  test(`a table the server would refuse is refused on the phone, nothing is sent; the cart is the same on the menu and at checkout (${lng})`, async ({
    page,
    api,
  }) => {
    const w = words[lng];
    const pub = await seedGuestPub(api, { languageId: lng === 'ro' ? 1 : 2 });
    const posted: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && /\/orders\/?$/.test(r.url()) && posted.push(r.url())));
    await page.goto(`/pub/${pub.urlName}/?lng=${lng}`);
    await page.getByRole('button', { name: w.atTable }).click();
    await page.getByRole('button', { name: w.add }).click();
    await page.getByRole('button', { name: w.add }).click();
    await page.getByRole('button', { name: w.checkout }).click();
    await expect(page.getByRole('heading', { name: w.title })).toBeFocused();

    // One cart: a portion taken out at checkout is gone from the menu's card too.
    await page.getByRole('button', { name: w.removeOne }).click();
    await expect(page.locator('.guest-lines output')).toHaveText('1');
    await page.getByRole('button', { name: w.back }).click();
    await expect(page.locator('.guest-dish', { hasText: 'Margherita' }).locator('output')).toHaveText('1');
    await page.getByRole('button', { name: w.checkout }).click();

    await page.getByLabel(w.table).fill('7');
    await expectAccessible(page);
    await shot(page, `/tmp/shape23-checkout-${lng}.png`, { fullPage: true });

    // Tables are numbered 1..999, as on their QR codes: the shared rule answers before anything is sent.
    await page.getByLabel(w.table).fill('1000');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByLabel(w.table)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
    await page.getByLabel(w.table).fill('7');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=[0-9a-f]{32}/);
    expect(posted).toHaveLength(1);
  });
}
