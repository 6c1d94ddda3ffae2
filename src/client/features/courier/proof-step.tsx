import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showSuccess } from '../../lib/alerts.ts';
import { useCourierAction } from './use-courier-action.ts';

/** The longest side of the photo sent: the server re-encodes it anyway (images pipeline). */
const PHOTO_SIDE = 1600;

/** Camera photos run to several megabytes: shrink to a JPEG before queueing; keep the original if that fails. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  } catch {
    return file;
  }
}

/**
 * Proof of delivery when the venue asks for it (docs/product.md D14): a photo taken in the app, kept in
 * IndexedDB and queued like the other actions, so it goes before "delivered" once online.
 */
export function ProofStep({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const proof = useCourierAction('proof', () => showSuccess('courier.proof', t({ id: 'courier.proof.sent', message: 'Photo sent' })));
  const take = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const key = crypto.randomUUID();
      const { idbBlobs } = await import('../../lib/storage/idb-store.ts');
      await idbBlobs.put(key, await shrinkPhoto(file));
      proof.run(orderId, { idempotencyKey: key });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="courier-proof">
      <p className="courier-wait-notice" role="note">
        <Trans id="courier.proof.required">The venue asks for a photo of the handed-over order before “Delivered”.</Trans>
      </p>
      <label htmlFor={id} className="button courier-big-button courier-proof-button" aria-disabled={busy}>
        <Trans id="courier.proof.take">Take a photo</Trans>
      </label>
      <input id={id} className="visually-hidden" type="file" accept="image/*" capture="environment" disabled={busy} onChange={(e) => void take(e.target.files?.[0])} />
    </div>
  );
}
