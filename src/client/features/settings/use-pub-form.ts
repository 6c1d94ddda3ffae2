import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UpdatePub } from '#shared/schemas/pub.ts';
import type { KitchenSettings } from '#shared/kitchen.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showSuccess } from '../../lib/alerts.ts';
import { useUpdatePub, type SettingsPub } from './api.ts';

/**
 * A part of the pub's settings edited as one form and saved through the pub's PUT (docs/product.md S7 "Pubs"):
 * its fields, a setter per field, the server's field errors and a save that says "Settings saved".
 */
export function usePubForm<F extends object>(pub: SettingsPub, initial: () => F) {
  const { t } = useLingui();
  const update = useUpdatePub(pub.id);
  const [form, setForm] = useState(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const save = (body: UpdatePub & Partial<KitchenSettings>) =>
    update.mutate(body, { onSuccess: () => showSuccess('pubs.update_pub', t({ id: 'settings.saved', message: 'Settings saved' })) });
  return { form, set, fields, save, saving: update.isPending };
}
