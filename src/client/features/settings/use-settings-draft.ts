import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pubSettingsOf, type PubSettings } from '#shared/pub-settings.ts';
import { KITCHEN_DEFAULTS, type KitchenSettings } from '#shared/kitchen.ts';
import { pubNameField } from '#shared/schemas/pub.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import { allValid } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { pushAlert, showSuccess } from '../../lib/alerts.ts';
import { useUpdatePub, type SettingsPub } from './api.ts';
import {
  TIME_DRAFT_KEYS,
  timeDraftOf,
  timeDraftValid,
  timeSettingsOf,
  trimTimeDraft,
  type TimeDraft,
} from './time-draft.ts';

/** Everything the settings page's one Save sends through the pub's PUT: the venue, kitchen and time fields. */
export type SettingsDraft = PubSettings & KitchenSettings & TimeDraft;

export const nameRules = [fieldValidator(pubNameField)];

const kitchenOf = (pub: SettingsPub): KitchenSettings => ({
  ...KITCHEN_DEFAULTS,
  ...Object.fromEntries(Object.entries(pub).filter(([k]) => k in KITCHEN_DEFAULTS)),
});
export const draftOf = (pub: SettingsPub): SettingsDraft => ({
  ...pubSettingsOf(pub),
  ...kitchenOf(pub),
  ...timeDraftOf(pub),
});

/** The same draft as the server keeps it: the name trimmed, the Telegram name without "@", the numbers trimmed. */
const bodyOf = (d: SettingsDraft): SettingsDraft => ({
  ...d,
  name: d.name.trim(),
  telegram_username: d.telegram_username.trim().replace(/^@/, ''),
  ...trimTimeDraft(d),
});

/** The draft as the PUT takes it: the typed time fields read as numbers (an empty capacity as null). */
function wireOf(d: SettingsDraft) {
  const rest = Object.fromEntries(
    Object.entries(d).filter(([k]) => !(TIME_DRAFT_KEYS as readonly string[]).includes(k)),
  ) as unknown as PubSettings & KitchenSettings;
  return { ...rest, ...timeSettingsOf(d) };
}

export const agesValid = (d: SettingsDraft) => d.ticket_warn_minutes < d.ticket_late_minutes;

/**
 * The settings page's one draft (docs/product.md S7 "Pubs"): the venue and kitchen sections edit it, and one
 * Save sends it whole, so an edit in one section is never dropped by saving another.
 */
export function useSettingsDraft(pub: SettingsPub) {
  const { t } = useLingui();
  const update = useUpdatePub(pub.id);
  const [saved, setSaved] = useState(() => draftOf(pub));
  const [form, setForm] = useState(saved);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // The pub shown first may come from the cache kept across reloads; when the server's answer differs, the draft
  // follows it, keeping any edit the owner has already made.
  const stored = draftOf(pub);
  const storedKey = JSON.stringify(stored);
  const [seen, setSeen] = useState(storedKey);
  if (storedKey !== seen) {
    setSeen(storedKey);
    setSaved(stored);
    if (JSON.stringify(form) === JSON.stringify(saved)) setForm(stored);
  }
  const fields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const valid = allValid([[form.name, nameRules]]) && agesValid(form) && timeDraftValid(form);
  const dirty = JSON.stringify(bodyOf(form)) !== JSON.stringify(bodyOf(saved));
  const save = () => {
    if (!valid) {
      pushAlert({ source: 'pubs.update_pub', type: 'danger', key: 'errors.validation_error' });
      return;
    }
    const body = bodyOf(form);
    update.mutate(wireOf(body), {
      onSuccess: () => {
        setSaved(body);
        setForm(body);
        showSuccess('pubs.update_pub', t({ id: 'settings.saved', message: 'Settings saved' }));
      },
    });
  };
  const discard = () => {
    update.reset();
    setForm(saved);
  };
  return { form, set, fields, save, discard, dirty, saving: update.isPending };
}

export type SettingsDraftProps = Pick<ReturnType<typeof useSettingsDraft>, 'form' | 'set' | 'fields'>;
