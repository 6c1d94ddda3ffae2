import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { MaibStandIn } from '../src/server/features/payments/maib-stand-in.ts';

/** Switches online payment on for a pub, with a merchant of its own at the maib stand-in. */
export async function enableMaib(
  api: APIRequestContext,
  maib: MaibStandIn,
  pub: { owner: { companyId: number; token: string }; pubId: number },
): Promise<void> {
  const id = crypto.randomBytes(4).toString('hex');
  const merchant = { clientId: `e2e-${id}`, clientSecret: `secret-${id}`, signatureKey: `key-${id}` };
  maib.addMerchant(merchant);
  const res = await api.put(`/api/company/${pub.owner.companyId}/pubs/${pub.pubId}/payment`, {
    headers: { accesstoken: pub.owner.token },
    data: {
      provider: 'maib',
      enabled: true,
      mode: 'sandbox',
      client_id: merchant.clientId,
      client_secret: merchant.clientSecret,
      signature_key: merchant.signatureKey,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A guest's delivery order paid online on the stand-in (its signed callback sent): on the board, paid. */
export async function paidDeliveryOrder(
  api: APIRequestContext,
  maib: MaibStandIn,
  pub: { urlName: string; dishId: number },
  point: { lat: number; lng: number },
): Promise<{ id: number; number: number }> {
  const res = await api.post(`/api/client/pub/${pub.urlName}/orders`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order_type: 'delivery',
      dishes: [{ dish_id: pub.dishId, count: 2 }],
      client_name: 'Ion Popescu',
      main_phone_number: '37369555444',
      town: 'Chișinău',
      full_address: 'str. Florilor 5, ap. 12',
      ...point,
      payment_type: 'online',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).order as { id: number; number: number };
  await maib.complete(maib.checkoutFor(`tavola-${order.id}`)!.id);
  expect(maib.callbacks.at(-1)!.status).toBe(200);
  return order;
}
