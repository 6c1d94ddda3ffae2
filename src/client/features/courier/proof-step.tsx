import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showSuccess } from '../../lib/alerts.ts';
import { usePendingOrderActions } from '../../components/pending-action.tsx';
import { useCourierAction } from './use-courier-action.ts';
import type { CourierOrder } from './types.ts';
import { PhotoInput } from './photo-input.tsx';

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

/** Whether the order has its proof photo, on the server or queued to go there. */
function useHasProof(order: Pick<CourierOrder, 'id' | 'proof_image_file_name'>): boolean {
  const queued = usePendingOrderActions().some((p) => p.orderId === order.id && p.action === 'proof');
  return Boolean(order.proof_image_file_name) || queued;
}

/**
 * Proof of delivery when the venue asks for it (docs/product.md D14): a photo taken in the app, kept in
 * IndexedDB and queued like the other actions, so it goes before "delivered" once online. Once taken it
 * is shown (the phone's copy, or the server's after a reload) with "Retake": a new photo is queued
 * after the first and replaces it on the server.
 */
export function ProofStep({ order }: { order: Pick<CourierOrder, 'id' | 'proof_image_file_name'> }) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [local, setLocal] = useState<string | null>(null);
  const hasProof = useHasProof(order);
  const proof = useCourierAction('proof', () =>
    showSuccess('courier.proof', t({ id: 'courier.proof.sent', message: 'Photo sent' })),
  );
  useEffect(() => (local ? () => URL.revokeObjectURL(local) : undefined), [local]);
  const take = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const key = crypto.randomUUID();
      const photo = await shrinkPhoto(file);
      const { idbBlobs } = await import('../../lib/storage/idb-store.ts');
      await idbBlobs.put(key, photo);
      setLocal(URL.createObjectURL(photo));
      proof.run(order.id, { actionId: key });
    } finally {
      // The same file chosen again still counts as a new photo.
      input.value = '';
      setBusy(false);
    }
  };
  const preview =
    local ?? (order.proof_image_file_name ? `/api-static/images/proof/${order.proof_image_file_name}` : null);
  return (
    <div className="courier-proof">
      {!hasProof && (
        <p className="courier-wait-notice" role="note">
          <Trans id="courier.proof.required">
            The venue asks for a photo of the handed-over order before “Delivered”.
          </Trans>
        </p>
      )}
      {preview && (
        <img
          className="courier-proof-preview"
          src={preview}
          alt={t({ id: 'courier.proof.preview', message: 'Photo of the handed-over order' })}
        />
      )}
      <label
        htmlFor={id}
        className={`button courier-big-button courier-proof-button${hasProof ? ' button-secondary' : ''}`}
        aria-disabled={busy}
      >
        {hasProof ? (
          <Trans id="courier.proof.retake">Retake</Trans>
        ) : (
          <Trans id="courier.proof.take">Take a photo</Trans>
        )}
      </label>
      <PhotoInput id={id} disabled={busy} capture="environment" onPick={(input) => void take(input)} />
    </div>
  );
}
