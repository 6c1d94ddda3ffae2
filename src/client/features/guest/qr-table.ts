import { useEffect, useRef, useState } from 'react';
import { tableNumber } from '#shared/table-number.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import type { OrderMode } from './price-mode.ts';

/**
 * A table's QR code opens `/pub/{url_name}/?table=N` (DESIGN §15, decision 132): the table is kept for
 * this tab, so it survives the status page and "order again", and checkout shows it locked. Landing
 * from such a code answers the price-mode question with "at my table" (decision 080); the guest may
 * still switch to delivery afterwards.
 */
export function storedQrTable(urlName: string): number | null {
  return tableNumber(readStored(STORAGE_KEYS.qrTable(urlName), 'session'));
}

export function useQrTable(urlName: string, mode: OrderMode): number | null {
  const [landed] = useState(() => (typeof location === 'undefined' ? null : tableNumber(new URLSearchParams(location.search).get('table'))));
  const takesTable = mode.choices.includes('in_place');
  const answered = useRef(false);
  useEffect(() => {
    if (landed === null || !takesTable || answered.current) return;
    answered.current = true;
    writeStored(STORAGE_KEYS.qrTable(urlName), String(landed), 'session');
    if (mode.mode !== 'in_place' || !mode.chosen) mode.setMode('in_place');
  }, [landed, takesTable, urlName, mode]);
  return takesTable ? (landed ?? storedQrTable(urlName)) : null;
}
