import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, clients, orders, pushSubscriptions } from '../../db/schema.ts';
import { changeOrder } from '../orders/index.ts';

/**
 * Deletes a guest account and forgets the guest (docs/product.md D7): in the orders linked to the account
 * (placed with its token) the name, phones, town, address, point and comments become empty; dishes and
 * totals stay for the venues. Orders that merely carry the same phone are NOT touched — anyone can
 * register a phone, so a match proves nothing (decision 075). Each changed order goes through
 * `changeOrder`: a new version and a live `updated` event. Push subscriptions to those orders are deleted.
 */
export async function forgetGuestAccount(
  tx: Tx,
  client: { id: number; phone: string },
  accountId: number,
): Promise<number> {
  const linked = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.clientId, client.id))
    .orderBy(orders.id);
  const erased = {
    clientName: '',
    mainPhoneNumber: '',
    secondPhoneNumber: '',
    town: '',
    fullAddress: '',
    lat: null,
    lng: null,
    comments: '',
    clientId: null,
  };
  for (const { id } of linked) await changeOrder(tx, id, erased, { role: 'client', id: accountId });
  // The devices that followed these orders hear nothing more of them.
  if (linked.length > 0)
    await tx.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.orderId,
        linked.map((o) => o.id),
      ),
    );
  await tx.delete(accounts).where(eq(accounts.id, accountId));
  await tx.delete(clients).where(eq(clients.id, client.id));
  return linked.length;
}
