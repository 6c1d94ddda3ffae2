import { expect, expectAccessible, registerCompany, signIn, test, uid } from './fixtures.ts';
import { shot } from './shot.ts';

/**
 * The venue's order-time settings at 1366×800 in Romanian: the usual preparation time, the courier's speed, the days
 * guests may order ahead and the orders each quarter hour takes, saved by the page's one Save together with a venue
 * edit, with a message naming the limits when a value is out of them.
 */
test.describe.configure({ timeout: 120_000 });

test('settings (ro): order times are set, checked, saved with the venue fields and shown again after a reload', async ({
  browser,
  api,
  baseURL,
}) => {
  const owner = await registerCompany(api);
  const created = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    data: { name: `Casa ${uid()}`, url_name: `casa-${uid()}` },
    headers: { accesstoken: owner.token },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const pubId = ((await created.json()) as { pub: { id: number } }).pub.id;
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 }, locale: 'ro-RO' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pubId}/settings?lng=ro`);

  const times = page.getByRole('region', { name: 'Timpul comenzilor' });
  const prep = times.getByLabel('Timp obișnuit de preparare');
  const speed = times.getByLabel('Viteza curierului');
  const ahead = times.getByLabel('Comenzi din timp');
  const delivery = times.getByLabel('Livrare', { exact: true });
  const tables = times.getByLabel('La mese', { exact: true });
  // The defaults: 20 minutes, 20 km/h, no orders ahead, no limit per quarter hour.
  await expect(prep).toHaveValue('20');
  await expect(speed).toHaveValue('20');
  await expect(ahead).toHaveValue('0');
  await expect(delivery).toHaveValue('');
  await expect(tables).toHaveValue('');
  await expect(times.getByText('0: oaspeții comandă doar cât mai curând posibil.', { exact: false })).toBeVisible();

  await page.getByLabel('Adresă', { exact: true }).fill('str. București 5, Chișinău');
  await prep.fill('300');
  await ahead.fill('9');
  await delivery.fill('0');
  await expect(times.getByText('Un număr întreg de la 5 la 180', { exact: true })).toBeVisible();
  await expect(times.getByText('Un număr întreg de la 0 la 7', { exact: true })).toBeVisible();
  await expect(
    times.getByText('Un număr întreg de la 1 la 500 sau lăsați gol pentru fără limită', { exact: true }),
  ).toBeVisible();
  await expect(prep).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '/tmp/s24-settings-time-invalid.png', { fullPage: true });
  const bar = page.getByRole('region', { name: 'Modificări nesalvate' });
  await bar.getByRole('button', { name: 'Salvează' }).click();
  // Nothing is sent while a value is out of its limits.
  await expect(bar).toBeVisible();
  const before = (
    await (
      await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/`, { headers: { accesstoken: owner.token } })
    ).json()
  ).pub;
  expect(before).toMatchObject({ address: '', default_prep_minutes: 20 });

  await prep.fill('25');
  await speed.fill('18');
  await ahead.fill('3');
  await delivery.fill('4');
  await expect(times.getByText('Un număr întreg de la', { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '/tmp/s24-settings-time.png', { fullPage: true });
  await bar.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Setările au fost salvate')).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.reload();
  await expect(prep).toHaveValue('25');
  await expect(speed).toHaveValue('18');
  await expect(ahead).toHaveValue('3');
  await expect(delivery).toHaveValue('4');
  await expect(tables).toHaveValue('');
  await expect(page.getByLabel('Adresă', { exact: true })).toHaveValue('str. București 5, Chișinău');
  const stored = (
    await (
      await api.get(`/api/company/${owner.companyId}/pubs/${pubId}/`, { headers: { accesstoken: owner.token } })
    ).json()
  ).pub;
  expect(stored).toMatchObject({
    address: 'str. București 5, Chișinău',
    default_prep_minutes: 25,
    courier_speed_kmh: 18,
    preorder_days: 3,
    slot_capacity: { delivery: 4, in_place: null },
  });
  await times.scrollIntoViewIfNeeded();
  await shot(page, '/tmp/s24-settings-time-saved.png');
  expect(errors).toEqual([]);
});
