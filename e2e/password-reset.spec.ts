import { expect, expectAccessible, signIn, test, uid } from './fixtures.ts';
import { registerCompany } from './fixtures.ts';
import { startServer, type ServerHandle } from './server.ts';
import { shot } from './shot.ts';

/**
 * A forgotten password (owner desktop 1366×800): the sign-in screen says whom to ask; the platform admin makes a
 * one-time link; the owner sets a new password from it and signs in; the link then no longer works.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 800 } });
const ADMIN = { email: `admin-${uid()}@tavola.test`, password: 'admin-password-1' };
let server: ServerHandle;

test.beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('forgot password: support contacts on the sign-in screen, an admin link, a new password, the link used up (ro)', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const owner = await registerCompany(api);

  // The owner's sign-in screen.
  const ownerContext = await browser.newContext({
    baseURL: server.url,
    locale: 'ro-RO',
    viewport: { width: 1366, height: 800 },
  });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/admin/auth/authentication?lng=ro');
  const forgot = ownerPage.getByRole('button', { name: 'Ați uitat parola?' });
  await expect(forgot).toHaveAttribute('aria-expanded', 'false');
  await forgot.click();
  await expect(forgot).toHaveAttribute('aria-expanded', 'true');
  await expect(ownerPage.getByText('Adresați-vă suportului platformei')).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: 'support@tavola.md' })).toHaveAttribute(
    'href',
    'mailto:support@tavola.md',
  );
  await expectAccessible(ownerPage);
  await shot(ownerPage, '/tmp/owner-more-forgot-ro.png');

  // The admin makes the link.
  const adminContext = await browser.newContext({
    baseURL: server.url,
    locale: 'ro-RO',
    viewport: { width: 1366, height: 800 },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin.getByRole('heading', { name: 'Administrare' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Companii' }).click();
  await admin.getByRole('button', { name: `Resetați parola pentru ${owner.name}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(owner.email);
  await dialog.getByRole('button', { name: 'Creați linkul' }).click();
  const link = dialog.getByLabel('Trimiteți acest link proprietarului');
  await expect(link).toHaveValue(/\/admin\/auth\/reset-password\?token=[\w-]{43}$/);
  await expectAccessible(admin);
  await shot(admin, '/tmp/owner-more-admin-reset-ro.png');
  const url = new URL(await link.inputValue());

  // The owner sets a new password from it (a mismatch first), then signs in with it.
  await ownerPage.goto(`${url.pathname}${url.search}&lng=ro`);
  await ownerPage.getByLabel('Parola nouă').fill('new-password-456');
  await ownerPage.getByLabel('Repetați parola').fill('new-password-45');
  await ownerPage.getByRole('button', { name: 'Salvați parola nouă' }).click();
  await expect(ownerPage.getByLabel('Repetați parola')).toHaveAttribute('aria-invalid', 'true');
  await ownerPage.getByLabel('Repetați parola').fill('new-password-456');
  await ownerPage.getByRole('button', { name: 'Salvați parola nouă' }).click();
  await expect(ownerPage.getByText('Parola a fost schimbată.')).toBeVisible();
  await expectAccessible(ownerPage);
  await shot(ownerPage, '/tmp/owner-more-reset-done-ro.png');
  await ownerPage.getByRole('link', { name: 'Autentificare' }).click();
  await signIn(ownerPage, owner.email, 'new-password-456');
  await expect(ownerPage).toHaveURL(/\/admin\/company/);

  // The same link a second time says it does not work and whom to ask.
  const again = await browser.newContext({
    baseURL: server.url,
    locale: 'ro-RO',
    viewport: { width: 1366, height: 800 },
  });
  const second = await again.newPage();
  await second.goto(`${url.pathname}${url.search}&lng=ro`);
  await second.getByLabel('Parola nouă').fill('third-password-789');
  await second.getByLabel('Repetați parola').fill('third-password-789');
  await second.getByRole('button', { name: 'Salvați parola nouă' }).click();
  await expect(second.getByRole('alert')).toContainText('Acest link nu funcționează');
  await shot(second, '/tmp/owner-more-reset-used-ro.png');
  for (const context of [ownerContext, adminContext, again]) await context.close();
});
