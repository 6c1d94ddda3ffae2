import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_BIRTH_DATE, UNSET_DATE } from '#shared/constants.ts';
import { stripAt } from '#shared/courier-profile.ts';
import { normalizePhone } from '#shared/phone.ts';
import { notEmpty, phone } from '#shared/validators.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatPhone } from '../../lib/format.ts';
import { courierQueries, saveProfile, type ProfileBody } from './api.ts';
import type { CourierProfile } from './types.ts';
import { WORDS } from '../../components/ui/words.ts';
import { InputField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';

const phoneValidators = [notEmpty, phone];

/**
 * The form's view of a profile: the phone as people write it (+373 69 123 456; the server stores the
 * digits), the unset birth date as 2000-01-01 (docs/product.md S2, S9).
 */
function formOf(p: CourierProfile): ProfileBody {
  return {
    full_name: p.full_name,
    phone_number: formatPhone(p.phone_number),
    gender: p.gender,
    birth_date: p.birth_date === UNSET_DATE ? DEFAULT_BIRTH_DATE : p.birth_date,
    location: p.location,
    telegram_username: p.telegram_username,
  };
}

export function ProfileForm({ profile }: { profile: CourierProfile }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const loaded = formOf(profile);
  const [form, setForm] = useState(loaded);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const set = (field: keyof ProfileBody) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  // The same number typed with other spaces is no change.
  const same = (k: keyof ProfileBody) =>
    k === 'phone_number' ? normalizePhone(loaded[k]) === normalizePhone(form[k]) : loaded[k] === form[k];
  const changed = (Object.keys(loaded) as (keyof ProfileBody)[]).some((k) => !same(k));

  const save = useMutation({
    mutationKey: ['courier', 'profile', 'save'],
    // Sent now or refused now: a profile edit is not worth queueing across reloads like deliveries are.
    networkMode: 'always',
    // An untouched default date stays "unset" rather than becoming a real birthday.
    mutationFn: () =>
      saveProfile(profile.id, {
        ...form,
        phone_number: normalizePhone(form.phone_number),
        birth_date:
          form.birth_date === DEFAULT_BIRTH_DATE && profile.birth_date === UNSET_DATE ? UNSET_DATE : form.birth_date,
      }),
    onSuccess: (saved) => {
      setServerErrors({});
      queryClient.setQueryData(courierQueries.profile().queryKey, saved);
      showSuccess('courier.profile', t({ id: 'courier.profile.saved', message: 'Profile saved' }));
    },
    onError: (error) => {
      setServerErrors(error instanceof ApiError && error.fields ? error.fields : {});
      showError('courier.profile', error);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!allValid([[form.phone_number, phoneValidators]])) return;
    save.mutate();
  };

  return (
    <form className="stack courier-form" onSubmit={submit} noValidate>
      <TextField
        label={t({ id: 'courier.profile.full_name', message: 'Full name' })}
        value={form.full_name}
        onChange={set('full_name')}
        autoComplete="name"
        serverError={serverErrors.full_name}
      />
      <TextField
        label={t({ id: 'courier.profile.phone', message: 'Phone' })}
        value={form.phone_number}
        onChange={set('phone_number')}
        validators={phoneValidators}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        serverError={serverErrors.phone_number}
      />
      <SelectField
        label={<Trans id="courier.profile.gender">Gender</Trans>}
        value={form.gender}
        onChange={set('gender')}
        options={[
          { value: 'male', label: t({ id: 'courier.profile.gender_male', message: 'Male' }) },
          { value: 'female', label: t({ id: 'courier.profile.gender_female', message: 'Female' }) },
        ]}
      />
      <InputField
        label={<Trans id="courier.profile.birth_date">Birth date</Trans>}
        type="date"
        value={form.birth_date}
        max={new Date().toISOString().slice(0, 10)}
        onChange={(e) => set('birth_date')(e.target.value)}
      />
      <TextField
        label={t({ id: 'courier.profile.location', message: 'Area where I deliver' })}
        value={form.location}
        onChange={set('location')}
        serverError={serverErrors.location}
      />
      <TextField
        label={t({ id: 'courier.profile.telegram', message: 'Telegram username' })}
        value={form.telegram_username}
        onChange={(v) => set('telegram_username')(stripAt(v))}
        autoCapitalize="off"
        spellCheck={false}
        serverError={serverErrors.telegram_username}
      />
      {changed && (
        <button type="submit" className="button courier-big-button" disabled={save.isPending}>
          {i18n._(WORDS.save)}
        </button>
      )}
    </form>
  );
}
