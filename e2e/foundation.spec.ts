import { expect, expectAccessible, registerCompany, signIn, test, uid } from './fixtures.ts';
import { PubArea } from './pages/pub-area.ts';
import { AuthPages, CompanyPage, TEXT, switchLanguage, type Lang } from './pages/company-page.ts';

/**
 * Foundation screens (docs/product.md S2): login, registration, the company page with its popups, and the pub
 * area shell — the journey of a new owner, in Russian and in Romanian.
 */

for (const lang of ['ru', 'ro'] as const) {
  test(`a new owner registers, manages a pub and signs in again (${lang})`, async ({ page }) => {
    const T = TEXT[lang];
    const id = uid();
    const email = `new-${id}@example.md`;
    const password = 'secret-pass-1';
    test.slow();

    const auth = new AuthPages(page, lang);
    const company = new CompanyPage(page, lang);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/auth\/authentication$/);
    await expect(auth.heading(TEXT.ru.login)).toBeVisible();
    await expectAccessible(page);
    if (lang === 'ro') await switchLanguage(page, 'ro');
    await expect(auth.heading(T.login)).toBeVisible();

    await auth.goToRegistration();
    await expect(page).toHaveURL(/\/admin\/auth\/registration/);
    await page.goto('/admin/auth/registration?tariff=pro');
    await expect(auth.heading(T.registration)).toBeVisible();
    await expect(auth.tariffBadge()).toHaveText(T.tariffPro);

    await auth.register({ name: `Cafe ${id}`, phone: '069 123 456', email: 'not-an-email', password: 'short' });
    await expect(page.getByText(T.invalidEmail)).toBeVisible();
    await expect(page.getByText(T.passwordMin)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/auth\/registration/);
    await expectAccessible(page);

    await auth.register({ email, password, repeat: password });
    await expect(page).toHaveURL(/\/admin\/company\/?$/);
    await expect(company.heading()).toBeVisible();
    await expectAccessible(page);

    // The RU / RO buttons change the texts in place.
    const other: Lang = lang === 'ru' ? 'ro' : 'ru';
    await switchLanguage(page, other);
    await expect(company.heading(other)).toBeVisible();
    await switchLanguage(page, lang);
    await expect(company.heading()).toBeVisible();

    // Create a pub: a bad link name is refused first.
    const pubName = `Bistro ${id}`;
    const urlName = `bistro-${id}`;
    await company.openAddPub();
    await company.fillPub(pubName, 'Bad Name!');
    await expect(company.dialog.getByText(T.badUrl, { exact: true })).toBeVisible();
    await expect(company.createButton()).toBeDisabled();
    await expectAccessible(page);
    await company.fillPub(pubName, urlName);
    await company.createButton().click();
    await expect(company.dialog).toHaveCount(0);
    const card = company.card(pubName);
    await expect(card).toBeVisible();

    // QR popup: the image loads, the public link and the printable table card are there.
    await company.qrButton(card, pubName).click();
    const qr = company.dialog;
    const img = qr.getByRole('img');
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(qr.getByRole('link', { name: new RegExp(`/pub/${urlName}/$`) })).toBeVisible();
    await expect(qr.getByRole('link', { name: 'SVG' })).toHaveAttribute(
      'href',
      `/api-static/images/pubs/qr/${urlName}.svg`,
    );
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await company.printButton().click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(company.printCard).toBeVisible();
    await expect(company.printCard).toContainText(pubName);
    await expect(company.printCard).toContainText(`/pub/${urlName}`);
    await page.emulateMedia({ media: 'screen' });
    await expect(company.printCard).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(company.dialog).toHaveCount(0);
    await expect(company.qrButton(card, pubName)).toBeFocused();

    // Edit from the card.
    const renamed = `Trattoria ${id}`;
    await company.editPub(pubName, { name: renamed, address: 'str. Ștefan cel Mare 1, Chișinău' });
    await expect(company.dialog).toHaveCount(0);
    const renamedCard = company.card(renamed);
    await expect(renamedCard).toContainText('Ștefan cel Mare 1');

    // Delete it, after the confirmation.
    await company.deletePub(renamed);
    await expect(company.cards).toHaveCount(0);

    await company.logout();
    await expect(page).toHaveURL(/\/admin\/auth\/authentication$/);

    await auth.signIn(email, password);
    await expect(page).toHaveURL(/\/admin\/company\/?$/);
    await expect(company.heading()).toBeVisible();
  });
}

test('a second registration with the same email shows the translated server error', async ({ page, api }) => {
  const T = TEXT.ru;
  const owner = await registerCompany(api);
  await page.goto('/admin/auth/registration');
  await new AuthPages(page).register({
    name: `Other ${uid()}`,
    phone: '69123456',
    email: owner.email,
    password: 'password-123',
    repeat: 'password-123',
  });
  await expect(page.getByRole('alert')).toContainText(T.emailExists);
  await expect(page).toHaveURL(/\/admin\/auth\/registration/);
});

test('a failed login shows a danger alert', async ({ page }) => {
  await signIn(page, `nobody-${uid()}@example.md`, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Неверный email или пароль');
});

test('the basic tariff allows one pub: at the limit the add tile says so and opens the plans', async ({
  page,
  api,
}) => {
  const T = TEXT.ru;
  const owner = await registerCompany(api, 'basic');
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company\/?$/);
  const company = new CompanyPage(page);
  await company.addPub(`First ${owner.companyId}`, `first-${uid()}`);
  await expect(company.cards).toHaveCount(1);
  await expect(page.locator('.pub-card-add')).toContainText(T.limitReached);
  await page.locator('.pub-card-add').click();
  const plans = company.dialog;
  await expect(plans.getByRole('heading', { name: T.tariffs })).toBeVisible();
  await expect(plans.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(company.cards).toHaveCount(1);
  await expectAccessible(page);
});

test('the pub area: overview tiles with counters, back and home links; staff stay on the orders pages', async ({
  page,
  api,
}) => {
  test.slow();
  const owner = await registerCompany(api);
  const urlName = `shell-${uid()}`;
  const headers = { accesstoken: owner.token };
  const created = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    data: { name: 'Shell Cafe', url_name: urlName },
    headers,
  });
  const pubId = (await created.json()).pub.id as number;
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);

  const area = new PubArea(page);
  await page.getByRole('link', { name: 'Редактировать Shell Cafe' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));
  await expect(area.header).toContainText('Shell Cafe');
  await expect(area.backButton).toHaveCount(0);
  await expect(area.backLink).toHaveCount(0);
  const orders = area.ordersTile;
  await expect(orders).toContainText('Не обработаны');
  await expect(orders.locator('[data-status="not_handled"] dd')).toHaveText('0');
  for (const tile of ['Редактировать меню', 'Доставка еды', 'Настройки']) await expect(area.tile(tile)).toBeVisible();
  await expect(area.locationRegion).toBeVisible();
  await expectAccessible(page);

  // Elsewhere back is one step back in history.
  await area.tile('Доставка еды').click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/shipping`));
  await area.backButton.click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));

  await area.ordersTile.click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/orders`));
  await area.backLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));
  await area.homeLink.click();
  await expect(page).toHaveURL(/\/admin\/company/);

  // A staff login sees neither the home link nor a way back out of the orders list.
  const staff = await api.post(`/api/company/${owner.companyId}/pubs/${pubId}/staff`, {
    data: { name: 'kitchen', password: 'kitchen-pass-1' },
    headers,
  });
  expect(staff.status(), await staff.text()).toBe(201);
  await area.logout();
  await expect(page).toHaveURL(/\/admin\/auth\/authentication$/);
  await signIn(page, (await staff.json()).staff.login, 'kitchen-pass-1');
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/orders`));
  await expect(area.header).toContainText('Shell Cafe');
  await expect(area.homeLink).toHaveCount(0);
  await expect(area.backLink).toHaveCount(0);
});

test('a courier registers with a Moldovan phone and lands in the courier area', async ({ page }) => {
  await page.goto('/admin/auth/authentication');
  await page.getByRole('link', { name: 'Зарегистрироваться как курьер' }).click();
  await expect(page).toHaveURL(/\/courier\/auth\/registration$/);
  await expect(page.getByRole('combobox', { name: 'Код страны' })).toHaveValue('MD');
  await page.getByLabel('Имя и фамилия').fill('Ion Popescu');
  await page.getByLabel('Эл. почта').fill(`courier-${uid()}@example.md`);
  await page.getByLabel('Пароль', { exact: true }).fill('short');
  await page.getByLabel('Телефон', { exact: true }).fill('068 000 111');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Слишком коротко')).toBeVisible();
  await expect(page).toHaveURL(/registration$/);
  await expectAccessible(page);
  await page.getByLabel('Пароль', { exact: true }).fill('courier-pass-1');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/courier(\/|$)/);
  await expect(page).not.toHaveURL(/registration/);
});

test('an expired pub reads "pay" and opens the pay-for-pub popup with the contacts', async ({ page, api }) => {
  const owner = await registerCompany(api);
  await api.post(`/api/company/${owner.companyId}/pubs/`, {
    data: { name: 'Old Tavern', url_name: `old-${uid()}` },
    headers: { accesstoken: owner.token },
  });
  // No API makes a pub expire before its time: the list answer is aged in the browser instead.
  await page.route(/\/api\/company\/\d+\/pubs\/$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const pub of body.pubs) Object.assign(pub, { expired: true, expiration_time_utc: '2026-01-31 10:00:00' });
    await route.fulfill({ response, json: body });
  });
  await signIn(page, owner.email, owner.password);
  const card = page.getByRole('article', { name: 'Old Tavern' });
  await expect(card.getByText('Истёк срок')).toBeVisible();
  await expect(card.getByRole('link', { name: /Редактировать/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Оплатить' }).click();
  const pay = page.getByRole('dialog');
  await expect(pay.getByRole('heading', { name: 'Оплата заведения' })).toBeVisible();
  await expect(pay).toContainText('Old Tavern');
  await expect(pay).toContainText('31 января 2026');
  await expect(pay.getByRole('link', { name: /@/ })).toBeVisible();
  await expectAccessible(page);
});
