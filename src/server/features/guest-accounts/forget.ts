import type { Tx } from '../../db/client.ts';
import { changeOrder } from '../orders/index.ts';
import { deleteClientAndLogin, deleteOrderPushSubscriptions, linkedOrderIds } from './repository.ts';

/**
 * Deletes a guest account and forgets the guest (docs/product.md D7): in the orders linked to the account
 * (placed with its token) the name, phones, town, address, point and comments become empty; dishes and
 * totals stay for the venues. Orders that merely carry the same phone are NOT touched — anyone can
 * register a phone, so a match proves nothing (decision 075). Each changed order goes through
 * `changeOrder`: a new version and a live `updated` event. Push subscriptions to those orders are deleted.
 * All in one transaction.
 */
export function forgetGuestAccount(db: Tx, client: { id: number; phone: string }, accountId: number): Promise<number> {
  return db.transaction((tx) => forget(tx, client, accountId));
}

async function forget(tx: Tx, client: { id: number; phone: string }, accountId: number): Promise<number> {
  const linked = await linkedOrderIds(tx, client.id);
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
  for (const id of linked) await changeOrder(tx, id, erased, { role: 'client', id: accountId });
  // The devices that followed these orders hear nothing more of them.
  await deleteOrderPushSubscriptions(tx, linked);
  await deleteClientAndLogin(tx, client.id, accountId);
  return linked.length;
}
