import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import QRCode from 'qrcode';
import { payInPersonSchema, paymentSettingsSchema, type MiaQrJson } from '#shared/schemas/payment.ts';
import {
  checkoutAgainAnswer,
  paymentSettingsOneAnswer,
  paymentTestAnswer,
  type PaymentSettingsJson,
} from '#shared/schemas/payment-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { INVALID_CHARACTERS } from '#shared/text-hygiene.ts';
import { toWireTime } from '#shared/time.ts';
import { AppError, E, parse, pathId } from '../../http.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { findForbiddenCharacter } from '../../plugins/input.ts';
import { tokenMatches } from '../guest/index.ts';
import { MaibProvider } from './maib.ts';
import type { CallbackEvent, PaymentKind } from './provider.ts';
import { openMiaQr, type MiaQrOutcome } from './mia-qr.ts';
import * as repo from './repository.ts';
import { Payments } from './service.ts';
import { Secrets, loadSecretsKey } from './secrets.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { miaQrOneAnswer, payInPersonAnswer, refundRetryAnswer } from '#shared/schemas/order-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

function settingsJson(s: repo.SettingsRow | undefined): PaymentSettingsJson {
  return {
    provider: 'maib',
    enabled: s?.enabled ?? false,
    mode: s?.mode === 'live' ? 'live' : 'sandbox',
    client_id: s?.clientId ?? '',
    has_client_secret: Boolean(s?.clientSecretEnc),
    has_signature_key: Boolean(s?.signatureKeyEnc),
  };
}

async function routes(app: FastifyInstance) {
  const { payments: conf, dataDir } = app.config;
  const secrets = new Secrets(loadSecretsKey(conf.secretsKey, dataDir));
  app.decorate(
    'payments',
    new Payments(app, new MaibProvider({ live: conf.maibLive, sandbox: conf.maibSandbox }, conf.timeoutMs), secrets),
  );
  app.addHook('onReady', async () => app.payments.start());
  app.addHook('onClose', async () => app.payments.stop());

  const route = scopedRoutes(app);
  const owner = { access: { roles: ['company'] } } as const;
  const base = '/api/company/:companyID/pubs/:pubID/payment';
  const read = (pubId: number) => repo.settingsOf(app.db, pubId);

  route.get(base, { config: owner, schema: answers(paymentSettingsOneAnswer) }, async (request) => ({
    ok: true,
    payment: settingsJson(await read(request.scope.pubId)),
  }));

  // Secrets are sealed before they are stored and never answered; one left out keeps the stored one.
  route.put(base, { config: owner, schema: answers(paymentSettingsOneAnswer) }, async (request) => {
    const body = parse(paymentSettingsSchema, request.body);
    const pubId = request.scope.pubId;
    const stored = await read(pubId);
    const clientSecretEnc =
      body.client_secret !== undefined ? secrets.seal(body.client_secret) : (stored?.clientSecretEnc ?? '');
    const signatureKeyEnc =
      body.signature_key !== undefined ? secrets.seal(body.signature_key) : (stored?.signatureKeyEnc ?? '');
    if (body.enabled) {
      const missing: Record<string, string> = {};
      if (body.client_id === '') missing.client_id = 'errors.field_is_required';
      if (!clientSecretEnc) missing.client_secret = 'errors.field_is_required';
      if (!signatureKeyEnc) missing.signature_key = 'errors.field_is_required';
      if (Object.keys(missing).length) throw new AppError(E.validation, missing);
    }
    await repo.saveSettings(app.db, pubId, {
      provider: body.provider,
      enabled: body.enabled,
      mode: body.mode,
      clientId: body.client_id,
      clientSecretEnc,
      signatureKeyEnc,
      updatedAt: new Date(),
    });
    return { ok: true, payment: settingsJson(await read(pubId)) };
  });

  // Sandbox only: a 1-leu checkout with no order behind it, to try the credentials on the provider's page.
  route.post(`${base}/test`, { config: owner, schema: answers(paymentTestAnswer) }, async (request) => {
    const stored = await read(request.scope.pubId);
    const account = await app.payments.account(request.scope.pubId);
    if (!stored || stored.mode !== 'sandbox' || !account)
      throw new AppError(E.validation, { mode: 'errors.validation_error' });
    const back = `${app.config.publicUrl}/pub/`;
    try {
      const made = await app.payments.provider.createCheckout(account, {
        orderRef: `tavola-test-${Date.now()}`,
        amountBani: 100,
        currency: 'MDL',
        language: 'ro',
        description: 'Tavola test payment',
        items: [{ title: 'Test', amountBani: 100, quantity: 1 }],
        callbackUrl: '',
        successUrl: back,
        failUrl: back,
      });
      return { ok: true, url: made.url };
    } catch {
      throw new AppError(E.serviceUnavailable);
    }
  });

  // Staff retry a refund that failed (or whose outcome was unknown).
  route.post(
    '/api/company/:companyID/pubs/:pubID/orders/:orderID/refund-retry',
    { config: { access: { roles: ['company', 'staff'] } }, schema: answers(refundRetryAnswer) },
    async (request) => {
      const tried = await app.payments.retryRefunds(request.scope.orderId);
      if (!tried) throw new AppError(E.orderNotAvailable);
      const o = (await repo.orderById(app.db, request.scope.orderId))!;
      return { ok: true, payment_status: o.paymentStatus };
    },
  );

  // Staff show the order's MIA QR code (a new one once the last lapsed); the live order says when it is paid.
  route.post(
    '/api/company/:companyID/pubs/:pubID/orders/:orderID/mia-qr',
    { config: { access: { roles: ['company', 'staff'] } }, schema: answers(miaQrOneAnswer) },
    async (request) => ({
      ok: true,
      mia_qr: await miaQrAnswer(await openMiaQr(app.payments, request.scope.orderId, app.clock.now())),
    }),
  );

  /** The guest's order, found by its id in the path and its tracking token in the query; else 404. */
  const guestOrder = async (request: { params: unknown; query: unknown }) => {
    const orderId = pathId((request.params as { orderID: string }).orderID);
    const order = await repo.orderById(app.db, orderId);
    if (!order || !tokenMatches(order.trackingToken, (request.query as { token?: unknown }).token))
      throw new AppError(E.notFound);
    return order;
  };

  // A guest at a table shows (or scans) the order's MIA QR code on the status page.
  const guestMiaQr = { config: { access: 'public' }, schema: answers(miaQrOneAnswer) } as const;
  app.post('/api/client/orders/:orderID/mia-qr', guestMiaQr, async (request) => {
    const order = await guestOrder(request);
    if (order.orderType !== 'in_place') throw new AppError(E.orderNotAvailable);
    return { ok: true, mia_qr: await miaQrAnswer(await openMiaQr(app.payments, order.id, app.clock.now())) };
  });

  // The online payment failed: the guest pays in person instead, and the order goes to the venue now.
  const payInPerson = { config: { access: 'public' }, schema: answers(payInPersonAnswer) } as const;
  app.post('/api/client/orders/:orderID/pay-in-person', payInPerson, async (request) => {
    const order = await guestOrder(request);
    const body = parse(payInPersonSchema, request.body);
    const pub = (await repo.orderWithPub(app.db, order.id))!.pub;
    const accepted =
      order.orderType === 'in_place' || (body.payment_type === 'cash' ? pub.cashPreorder : pub.cardPreorder);
    if (!accepted) throw new AppError(E.validation, { payment_type: 'errors.validation_error' });
    if (order.paymentStatus !== 'awaiting') throw new AppError(E.orderNotAvailable);
    const outcome = await app.payments.payInPerson(order.id, body.payment_type, app.clock.now());
    if (outcome === 'unavailable') throw new AppError(E.orderNotAvailable);
    const after = (await repo.orderById(app.db, order.id))!;
    return { ok: true, payment_type: after.paymentType, payment_status: after.paymentStatus };
  });

  // The guest asks for the checkout again (it could not be opened when the order was placed).
  const checkoutAgain = { config: { access: 'public' }, schema: answers(checkoutAgainAnswer) } as const;
  const typed = app.withTypeProvider<AnswerTypeProvider>();
  typed.post('/api/client/orders/:orderID/payment', checkoutAgain, async (request) => {
    const head = await guestOrder(request);
    if (head.paymentStatus !== 'awaiting') throw new AppError(E.orderNotAvailable);
    const lang = (request.query as { lang?: unknown }).lang;
    const payment = await app.payments.openCheckout(head.id, typeof lang === 'string' ? lang : 'ro');
    if (!payment?.url) throw new AppError(E.serviceUnavailable);
    return { ok: true, payment: { url: payment.url, expires_at: payment.expiresAt.toISOString() } };
  });

  await app.register(callbackRoutes);
}

/** A MIA QR outcome as the wire has it: the code, or 409 (cannot be paid so) / 503 (the provider failed). */
async function miaQrAnswer(outcome: MiaQrOutcome): Promise<MiaQrJson> {
  if (!outcome.ok) throw new AppError(outcome.reason === 'provider' ? E.serviceUnavailable : E.orderNotAvailable);
  const { url, expiresAt } = outcome.payment;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    url,
    expires_at: toWireTime(expiresAt)!,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * `POST /api/payments/maib/callback`: read as the exact bytes received (the signature covers them). Refused
 * with 400 and nothing changed unless the checkout is ours, the signature and its timestamp hold, and the
 * amount and currency are the payment's; a repeat answers 200 and changes nothing.
 */
async function callbackRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const callback = { config: { access: 'public' }, schema: answers(okAnswer) } as const;
  app.post('/api/payments/maib/callback', callback, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new AppError(E.badRequest);
    }
    // The body is read raw here, so the one text rule every other body passes before its route is applied now.
    const forbidden = findForbiddenCharacter(parsed);
    if (forbidden) throw new AppError(E.validation, { [forbidden]: INVALID_CHARACTERS });
    const provider = app.payments.provider;
    const checkoutId = provider.callbackCheckoutId(parsed);
    // A failed attempt leaves the order waiting: the guest may pay again until it expires.
    await applyCallback(app, request.log, 'checkout', checkoutId, (key) =>
      provider.verifyCallback(key, raw, request.headers, Date.now()),
    );
    return { ok: true };
  });

  // `POST /api/payments/maib/mia/callback`: a MIA QR code was paid. Its signature covers the parsed `result`
  // (sorted values), so the body is read as JSON; the same refusals as a checkout callback, and repeats are 200.
  app.post('/api/payments/maib/mia/callback', callback, async (request) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      throw new AppError(E.badRequest);
    }
    const forbidden = findForbiddenCharacter(parsed);
    if (forbidden) throw new AppError(E.validation, { [forbidden]: INVALID_CHARACTERS });
    const provider = app.payments.provider;
    await applyCallback(app, request.log, 'mia_qr', provider.qrCallbackId(parsed), (key) =>
      provider.verifyQrCallback(key, parsed),
    );
    return { ok: true };
  });
}

/**
 * What a checkout callback and a MIA QR callback share once their body is read: the payment is found by the
 * provider's id (unverified), the venue's key verifies the callback, amount and currency must be the payment's,
 * and a paid outcome is applied in one transaction. Any refusal is a 400 that changes nothing; a failure to apply
 * is a 503, so that maib sends the callback again.
 */
async function applyCallback(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  kind: PaymentKind,
  providerId: string | null,
  verify: (signatureKey: string) => { ok: true; event: CallbackEvent } | { ok: false; reason: string },
): Promise<void> {
  const payment = providerId
    ? await repo.paymentByProviderId(app.db, app.payments.provider.name, kind, providerId)
    : null;
  if (!payment) throw new AppError(E.badRequest);
  const account = await app.payments.account(payment.pubId);
  if (!account) throw new AppError(E.badRequest);
  const verified = verify(account.signatureKey);
  if (!verified.ok) {
    log.warn({ kind, providerId, reason: verified.reason }, 'payments: callback refused');
    throw new AppError(E.badRequest);
  }
  const event = verified.event;
  if (event.amountBani !== payment.amountBani || event.currency !== payment.currency) throw new AppError(E.badRequest);
  if (event.outcome !== 'paid') return;
  try {
    await app.payments.markPaid(payment.id, event.payId, app.clock.now());
  } catch (error) {
    // Nothing was committed (one transaction): a non-2xx makes maib send the callback again.
    log.error({ err: error, kind, providerId }, 'payments: callback not applied');
    throw new AppError(E.serviceUnavailable);
  }
}

export const paymentRoutes = fp(routes, { name: 'payments' });
