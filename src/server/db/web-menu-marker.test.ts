import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { aDeliveryOrder, aVenue } from '#test/factories/couriers.ts';
import { orders } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations/0002_web_menu_marker_cancel_reason.sql',
);

describe('the web-menu marker (docs/product.md D6)', () => {
  it('is the exact string the original client compares with', () => {
    expect(WEB_MENU_DELIVERY_MARKER).toBe('delivery order from web menu');
  });

  it('migration 0002 rewrites orders stored with the old marker and leaves real names alone', async () => {
    const { pubId } = await aVenue(t);
    const old = await aDeliveryOrder(t, pubId);
    const named = await aDeliveryOrder(t, pubId);
    await t.app.db.update(orders).set({ clientName: 'web_menu_delivery' }).where(eq(orders.id, old.id));
    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await t.app.db.execute(sql.raw(statement));
    const name = async (id: number) =>
      (await t.app.db.select({ n: orders.clientName }).from(orders).where(eq(orders.id, id)))[0].n;
    expect(await name(old.id)).toBe('delivery order from web menu');
    expect(await name(named.id)).toBe('Ion Guest');
  });
});
