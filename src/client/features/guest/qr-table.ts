import { tableNumber } from '#shared/table-number.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import type { OrderMode } from './price-mode.ts';

/**
 * A table's QR code opens `/pub/{url_name}/?table=N` (docs/product.md D15, decision 132): the table is kept for
 * this tab, so it survives the status page and "order again", and checkout shows it locked. Landing
 * from such a code answers the price-mode question with "at my table" (decision 080); the guest may
 * still switch to delivery afterwards.
 */
export function storedQrTable(urlName: string): number | null {
  return tableNumber(readStored(STORAGE_KEYS.qrTable(urlName), 'session'));
}

/** On landing from a table's code: keep the table for this tab and choose the table mode, when the venue takes table orders. */
export function landFromQr(urlName: string, mode: OrderMode, search: string): void {
  const table = tableNumber(new URLSearchParams(search).get('table'));
  if (table === null || !mode.choices.includes('in_place')) return;
  writeStored(STORAGE_KEYS.qrTable(urlName), String(table), 'session');
  if (mode.mode !== 'in_place' || !mode.chosen) mode.setMode('in_place');
}
