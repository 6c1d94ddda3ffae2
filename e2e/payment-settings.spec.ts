import { expect, expectAccessible, registerCompany, signIn, test, uid } from './fixtures.ts';
import { startServer, type ServerHandle } from './server.ts';
import { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';
import { shot } from './shot.ts';

/** The owner's online payment card at 1366×800 in Romanian, against the local maib stand-in. */
let server: ServerHandle | null = null;
let maib: MaibStandIn | null = null;
test.afterEach(async () => {
  await server?.stop();
  await maib?.close();
});

test('settings (ro): the maib card saves on its own without losing the venue draft, hides the secrets, and opens a sandbox test payment', async ({
  browser,
  playwright,
}) => {
  maib = await new MaibStandIn().start();
  maib.addMerchant({ clientId: 'casa-client', clientSecret: 'casa-secret', signatureKey: 'casa-signature' });
  server = await startServer({ env: { MAIB_SANDBOX_API_BASE: maib.url, MAIB_API_BASE: maib.url } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const owner = await registerCompany(api);
  const created = await api.post(`/api/company/${owner.companyId}/pubs/`, {
    data: { name: `Casa ${uid()}`, url_name: `casa-${uid()}` },
    headers: { accesstoken: owner.token },
  });
  const { pub } = (await created.json()) as { pub: { id: number } };

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 800 },
    locale: 'ro-RO',
  });
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/company/);
  await page.goto(`/admin/pub/${pub.id}/settings?lng=ro`);
  // An unsaved venue edit stays while the payment card saves.
  await page.getByLabel('Adresă', { exact: true }).fill('str. Ștefan cel Mare 1, Chișinău');
  const card = page.getByTestId('payment-section');
  await card.getByLabel('Acceptați plata online').check();
  await card.getByLabel('Client ID').fill('casa-client');
  await card.getByLabel('Client secret').fill('casa-secret');
  await card.getByLabel('Cheia de semnătură').fill('casa-signature');
  await card.getByRole('button', { name: 'Salvați setările de plată' }).click();
  await expect(page.getByText('Setările au fost salvate')).toBeVisible();
  await expect(card.getByLabel('Client secret')).toHaveValue('');
  await expect(card.getByText('Salvat. Lăsați gol pentru a-l păstra.').first()).toBeVisible();
  await expect(page.getByLabel('Adresă', { exact: true })).toHaveValue('str. Ștefan cel Mare 1, Chișinău');
  await expect(page.getByRole('region', { name: 'Modificări nesalvate' })).toBeVisible();
  const stored = await (
    await api.get(`/api/company/${owner.companyId}/pubs/${pub.id}/payment`, { headers: { accesstoken: owner.token } })
  ).json();
  expect(stored.payment).toEqual({
    provider: 'maib',
    enabled: true,
    mode: 'sandbox',
    client_id: 'casa-client',
    has_client_secret: true,
    has_signature_key: true,
  });
  await card.scrollIntoViewIfNeeded();
  await shot(page, '/tmp/pay27-settings.png');
  await expectAccessible(page);

  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Plată de test' }).click();
  const test = await popup;
  await expect(test).toHaveURL(new RegExp(`^${maib.url}/pay/`));
  await expect(test.getByText('1,00 MDL')).toBeVisible();
  await context.close();
  await api.dispose();
});
