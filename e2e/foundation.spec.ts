import { expect, expectAccessible, registerCompany, signIn, test, uid } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * Foundation screens (spec §2): login, registration, the company page with its popups, and the pub
 * area shell — the journey of a new owner, in Russian and in Romanian.
 */
const TEXT = {
  ru: {
    login: 'Вход',
    toRegistration: 'Зарегистрировать компанию',
    registration: 'Регистрация',
    tariffPro: 'Про',
    name: 'Название компании',
    phone: 'Телефон',
    email: 'Эл. почта',
    password: 'Пароль',
    repeat: 'Повторите пароль',
    register: 'Зарегистрироваться',
    invalidEmail: 'Неверный email',
    passwordMin: 'Пароль — не менее 8 символов',
    pubs: 'Заведения',
    addPub: 'Добавить заведение',
    pubName: 'Название заведения',
    urlName: 'Имя в ссылке',
    badUrl: 'Только строчные латинские буквы, цифры и дефисы',
    create: 'Создать',
    qr: 'QR-код заведения',
    print: 'Печать карточки на стол',
    rename: 'Переименовать',
    address: 'Адрес',
    save: 'Сохранить',
    delete: 'Удалить',
    logout: 'Выйти',
    signIn: 'Войти',
    emailExists: 'Компания с таким email уже существует',
    upgrade: 'Повысьте тариф',
  },
  ro: {
    login: 'Autentificare',
    toRegistration: 'Înregistrați compania',
    registration: 'Înregistrare',
    tariffPro: 'Pro',
    name: 'Denumirea companiei',
    phone: 'Telefon',
    email: 'E-mail',
    password: 'Parolă',
    repeat: 'Repetați parola',
    register: 'Înregistrare',
    invalidEmail: 'Email invalid',
    passwordMin: 'Parola — cel puțin 8 caractere',
    pubs: 'Localuri',
    addPub: 'Adaugă local',
    pubName: 'Denumirea localului',
    urlName: 'Numele din link',
    badUrl: 'Doar litere mici latine, cifre și cratime',
    create: 'Creează',
    qr: 'Codul QR al localului',
    print: 'Tipărește cartonașul de masă',
    rename: 'Redenumește',
    address: 'Adresa',
    save: 'Salvează',
    delete: 'Șterge',
    logout: 'Ieșire',
    signIn: 'Autentificare',
    emailExists: 'Există deja o companie cu acest email',
    upgrade: 'Treceți la un tarif superior',
  },
} as const;
type Lang = keyof typeof TEXT;

async function switchTo(page: Page, lang: Lang) {
  await page.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
  await expect(page.getByRole('button', { name: lang.toUpperCase(), exact: true })).toHaveAttribute('aria-pressed', 'true');
}

async function createPubThroughPopup(page: Page, T: (typeof TEXT)[Lang], name: string, urlName: string) {
  await page.getByRole('button', { name: T.addPub }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(T.pubName).fill(name);
  await dialog.getByLabel(T.urlName).fill(urlName);
  await dialog.getByRole('button', { name: T.create }).click();
}

for (const lang of ['ru', 'ro'] as const) {
  test(`a new owner registers, manages a pub and signs in again (${lang})`, async ({ page }) => {
    const T = TEXT[lang];
    const id = uid();
    const email = `new-${id}@example.md`;
    const password = 'secret-pass-1';
    test.slow();

    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/auth\/authentication$/);
    await expect(page.getByRole('heading', { name: TEXT.ru.login })).toBeVisible();
    await expectAccessible(page);
    if (lang === 'ro') await switchTo(page, 'ro');
    await expect(page.getByRole('heading', { name: T.login })).toBeVisible();

    await page.getByRole('link', { name: T.toRegistration }).click();
    await expect(page).toHaveURL(/\/admin\/auth\/registration/);
    await page.goto('/admin/auth/registration?tariff=pro');
    await expect(page.getByRole('heading', { name: T.registration })).toBeVisible();
    await expect(page.locator('.auth-tariff .badge')).toHaveText(T.tariffPro);

    await page.getByLabel(T.name, { exact: true }).fill(`Cafe ${id}`);
    await page.getByLabel(T.phone, { exact: true }).fill('069 123 456');
    await page.getByLabel(T.email, { exact: true }).fill('not-an-email');
    await page.getByLabel(T.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: T.register }).click();
    await expect(page.getByText(T.invalidEmail)).toBeVisible();
    await expect(page.getByText(T.passwordMin)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/auth\/registration/);
    await expectAccessible(page);

    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill(password);
    await page.getByLabel(T.repeat, { exact: true }).fill(password);
    await page.getByRole('button', { name: T.register }).click();
    await expect(page).toHaveURL(/\/admin\/company\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: T.pubs })).toBeVisible();
    await expectAccessible(page);

    // The RU / RO buttons change the texts in place.
    const other: Lang = lang === 'ru' ? 'ro' : 'ru';
    await switchTo(page, other);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[other].pubs })).toBeVisible();
    await switchTo(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: T.pubs })).toBeVisible();

    // Create a pub: a bad link name is refused first.
    const pubName = `Bistro ${id}`;
    const urlName = `bistro-${id}`;
    await page.getByRole('button', { name: T.addPub }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.pubName).fill(pubName);
    await dialog.getByLabel(T.urlName).fill('Bad Name!');
    await expect(dialog.getByText(T.badUrl, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: T.create })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByLabel(T.urlName).fill(urlName);
    await dialog.getByRole('button', { name: T.create }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const card = page.getByRole('article', { name: pubName });
    await expect(card).toBeVisible();

    // QR popup: the image loads, the public link and the printable table card are there.
    await card.getByRole('button', { name: `${T.qr} ${pubName}` }).click();
    const qr = page.getByRole('dialog');
    const img = qr.getByRole('img');
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(qr.getByRole('link', { name: new RegExp(`/pub/${urlName}/$`) })).toBeVisible();
    await expect(qr.getByRole('link', { name: 'SVG' })).toHaveAttribute('href', `/api-static/images/pubs/qr/${urlName}.svg`);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await qr.getByRole('button', { name: T.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-card')).toBeVisible();
    await expect(page.locator('.print-card')).toContainText(pubName);
    await expect(page.locator('.print-card')).toContainText(`/pub/${urlName}`);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-card')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByRole('button', { name: `${T.qr} ${pubName}` })).toBeFocused();

    // Edit from the card.
    const renamed = `Trattoria ${id}`;
    await card.getByRole('button', { name: `${T.rename} ${pubName}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(T.pubName).fill(renamed);
    await edit.getByLabel(T.address).fill('str. Ștefan cel Mare 1, Chișinău');
    await edit.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const renamedCard = page.getByRole('article', { name: renamed });
    await expect(renamedCard).toContainText('Ștefan cel Mare 1');

    // Delete it, after the confirmation.
    await renamedCard.getByRole('button', { name: `${T.delete} ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.delete, exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.getByRole('button', { name: T.logout }).click();
    await expect(page).toHaveURL(/\/admin\/auth\/authentication$/);

    await page.getByLabel(T.email, { exact: true }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: T.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/company\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: T.pubs })).toBeVisible();
  });
}

test('a second registration with the same email shows the translated server error', async ({ page, api }) => {
  const T = TEXT.ru;
  const owner = await registerCompany(api);
  await page.goto('/admin/auth/registration');
  await page.getByLabel(T.name, { exact: true }).fill(`Other ${uid()}`);
  await page.getByLabel(T.phone, { exact: true }).fill('69123456');
  await page.getByLabel(T.email, { exact: true }).fill(owner.email);
  await page.getByLabel(T.password, { exact: true }).fill('password-123');
  await page.getByLabel(T.repeat, { exact: true }).fill('password-123');
  await page.getByRole('button', { name: T.register }).click();
  await expect(page.getByRole('alert')).toContainText(T.emailExists);
  await expect(page).toHaveURL(/\/admin\/auth\/registration/);
});

test('a failed login shows a danger alert', async ({ page }) => {
  await signIn(page, `nobody-${uid()}@example.md`, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Неверный email или пароль');
});

test('the basic tariff allows one pub: the second opens the upgrade popup', async ({ page, api }) => {
  const T = TEXT.ru;
  const owner = await registerCompany(api, 'basic');
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company\/?$/);
  await createPubThroughPopup(page, T, `First ${owner.companyId}`, `first-${uid()}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await createPubThroughPopup(page, T, `Second ${owner.companyId}`, `second-${uid()}`);
  const upgrade = page.getByRole('dialog');
  await expect(upgrade.getByRole('heading', { name: T.upgrade })).toBeVisible();
  await expect(upgrade.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectAccessible(page);
});

test('the pub area: overview tiles with counters, back and home links; staff stay on the orders pages', async ({ page, api }) => {
  test.slow();
  const owner = await registerCompany(api);
  const urlName = `shell-${uid()}`;
  const headers = { accesstoken: owner.token };
  const created = await api.post(`/api/company/${owner.companyId}/pubs/`, { data: { name: 'Shell Cafe', url_name: urlName }, headers });
  const pubId = (await created.json()).pub.id as number;
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);

  await page.getByRole('link', { name: 'Редактировать Shell Cafe' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));
  await expect(page.locator('.pub-header')).toContainText('Shell Cafe');
  await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Назад' })).toHaveCount(0);
  const orders = page.getByRole('link', { name: /Заказы/ });
  await expect(orders).toContainText('Не обработаны');
  await expect(orders.locator('[data-status="not_handled"] dd')).toHaveText('0');
  for (const tile of ['Редактировать меню', 'Доставка еды', 'Настройки']) await expect(page.getByRole('link', { name: new RegExp(tile) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Геолокация' })).toBeVisible();
  await expectAccessible(page);

  // Elsewhere back is one step back in history.
  await page.getByRole('link', { name: /Доставка еды/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/shipping`));
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));

  await page.getByRole('link', { name: /Заказы/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/orders`));
  await page.getByRole('link', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/?$`));
  await page.getByRole('link', { name: 'Все заведения' }).click();
  await expect(page).toHaveURL(/\/admin\/company/);

  // A staff login sees neither the home link nor a way back out of the orders list.
  const staff = await api.post(`/api/company/${owner.companyId}/pubs/${pubId}/staff`, { data: { name: 'kitchen', password: 'kitchen-pass-1' }, headers });
  expect(staff.status(), await staff.text()).toBe(201);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/authentication$/);
  await signIn(page, (await staff.json()).staff.login, 'kitchen-pass-1');
  await expect(page).toHaveURL(new RegExp(`/admin/pub/${pubId}/orders`));
  await expect(page.locator('.pub-header')).toContainText('Shell Cafe');
  await expect(page.getByRole('link', { name: 'Все заведения' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Назад' })).toHaveCount(0);
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
  await api.post(`/api/company/${owner.companyId}/pubs/`, { data: { name: 'Old Tavern', url_name: `old-${uid()}` }, headers: { accesstoken: owner.token } });
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
