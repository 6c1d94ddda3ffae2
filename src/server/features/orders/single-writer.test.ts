import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `changeOrder` (change.ts) is the only code that writes orders (decision 010): the version bump,
 * status history, courier ledger and live event then cannot be forgotten by a new writer. Its one UPDATE
 * is `updateOrderRow` in the orders repository. This test reads every server source file (tests and their
 * helpers excepted) and fails on any other `update(orders)` or raw-SQL `update orders`, and on a call of
 * `updateOrderRow` anywhere but change.ts.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WRITER = path.join(SERVER, 'features/orders/repository/orders.ts');
const CHANGE = path.join(SERVER, 'features/orders/change.ts');
export const ROW_UPDATE_CALL = /\bupdateOrderRow\(/;
const TEST_FILE = /\.test\.ts$/;
export const ORDER_UPDATE = /\bupdate\(\s*(schema\.)?orders\s*\)|\bupdate\s+(\w+\.)?"?orders"?[\s`]/i;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !TEST_FILE.test(e.name) ? [full] : [];
  });
}

describe('one writer of orders', () => {
  it('the pattern catches the ways an order update is written', () => {
    for (const planted of [
      'tx.update(orders).set({})',
      'db.update( orders )',
      'sql`update orders set status = 1`',
      'query(\'UPDATE "orders" SET x\')',
      'sql`update public.orders set x`',
    ]) {
      expect(ORDER_UPDATE.test(planted), planted).toBe(true);
    }
    for (const fine of ['tx.update(orderDishes)', 'sql`update pubs set order_seq = 1`', 'update(ordersView)'])
      expect(ORDER_UPDATE.test(fine), fine).toBe(false);
    expect(ROW_UPDATE_CALL.test('await updateOrderRow(tx, orderId, set)')).toBe(true);
  });

  it('no server file but the orders repository updates orders, and only orders/change.ts calls it', () => {
    const files = sources(SERVER);
    expect(files).toContain(WRITER);
    expect(files).toContain(CHANGE);
    const offenders = files
      .filter((f) => f !== WRITER && ORDER_UPDATE.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(SERVER, f));
    expect(offenders).toEqual([]);
    const callers = files
      .filter((f) => f !== WRITER && ROW_UPDATE_CALL.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(SERVER, f));
    expect(callers).toEqual(['features/orders/change.ts']);
  });
});
