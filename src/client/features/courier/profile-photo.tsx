import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { showError } from '../../lib/alerts.ts';
import { courierQueries, photoUrl, uploadPhoto } from './api.ts';
import type { CourierProfile } from './types.ts';
import { PhotoInput } from './photo-input.tsx';

/** The courier's photo and its upload (multipart field `image`); choosing nothing sends nothing. */
export function ProfilePhoto({ profile }: { profile: CourierProfile }) {
  const id = useId();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      queryClient.setQueryData(courierQueries.profile().queryKey, await uploadPhoto(profile.id, file));
    } catch (error) {
      showError('courier.upload_image', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="courier-photo-row">
      {profile.image_file_name ? (
        <img
          className="courier-photo"
          src={photoUrl(profile.image_file_name)}
          alt={t({ id: 'courier.profile.photo_alt', message: 'My photo' })}
          width={88}
          height={88}
        />
      ) : (
        <span className="courier-photo courier-photo-empty" aria-hidden="true">
          {profile.full_name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <label htmlFor={id} className="button button-secondary courier-big-button" aria-busy={busy}>
        {busy ? (
          <Trans id="courier.profile.uploading">Uploading…</Trans>
        ) : (
          <Trans id="courier.profile.change_photo">Change photo</Trans>
        )}
      </label>
      <PhotoInput id={id} disabled={busy} onPick={(input) => void upload(input.files?.[0])} />
    </div>
  );
}
