import { useState, type FormEvent } from 'react';
import { useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseTariff } from '#shared/constants.ts';
import { REPEAT_PASSWORD_MISMATCH, companyFields } from '#shared/schemas/auth.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import type { Validator } from '#shared/validators.ts';
import { ApiError } from '../../lib/api-client.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { PhoneField } from './phone-field.tsx';
import { useRegisterCompany } from './api.ts';
import { TariffName } from '../../components/ui/tariff-name.tsx';
import { HaveAccountLinks } from './have-account.tsx';

const rules = {
  name: [fieldValidator(companyFields.name)],
  email: [fieldValidator(companyFields.email)],
  phone: [fieldValidator(companyFields.phone)],
  password: [fieldValidator(companyFields.password)],
} satisfies Record<string, Validator[]>;

/**
 * Company registration (docs/product.md S2): the register button forces validation and sends only when every
 * field passes; the server's per-field keys show under their fields, other failures as an alert.
 */
export function RegistrationPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { tariff?: string };
  const tariff = parseTariff(search.tariff);
  const register = useRegisterCompany();
  const [form, setForm] = useState({ name: '', phone: '', email: '', password: '', repeat_password: '' });
  const [showErrors, setShowErrors] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const repeat: Validator[] = [(v) => (v === form.password ? null : REPEAT_PASSWORD_MISMATCH)];
  const serverFields = register.error instanceof ApiError ? (register.error.fields ?? {}) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    const ok = allValid([
      [form.name, rules.name],
      [form.phone, rules.phone],
      [form.email, rules.email],
      [form.password, rules.password],
      [form.repeat_password, repeat],
    ]);
    if (ok) register.mutate({ ...form, email: form.email.trim(), tariff });
  };

  return (
    <AuthLayout
      title={<Trans id="auth.registration.title">Registration</Trans>}
      subtitle={
        <span className="auth-tariff">
          <Trans id="auth.registration.tariff">Tariff</Trans>{' '}
          <span className="badge">
            <TariffName tariff={tariff} />
          </span>
        </span>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label={t({ id: 'auth.field.company_name', message: 'Company name' })}
          name="name"
          autoComplete="organization"
          value={form.name}
          onChange={set('name')}
          validators={rules.name}
          showErrors={showErrors}
          serverError={serverFields.name}
        />
        <PhoneField
          label={t({ id: 'auth.field.phone', message: 'Phone' })}
          onChange={set('phone')}
          validators={rules.phone}
          showErrors={showErrors}
          serverError={serverFields.phone}
        />
        <TextField
          label={t({ id: 'auth.field.email', message: 'Email' })}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          validators={rules.email}
          showErrors={showErrors}
          serverError={serverFields.email}
        />
        <TextField
          label={t({ id: 'auth.field.password', message: 'Password' })}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          validators={rules.password}
          showErrors={showErrors}
          serverError={serverFields.password}
        />
        <TextField
          label={t({ id: 'auth.field.repeat_password', message: 'Repeat password' })}
          name="repeat_password"
          type="password"
          autoComplete="new-password"
          value={form.repeat_password}
          onChange={set('repeat_password')}
          validators={repeat}
          showErrors={showErrors}
          serverError={serverFields.repeat_password}
        />
        <button type="submit" className="button" disabled={register.isPending}>
          <Trans id="auth.registration.submit">Register</Trans>
        </button>
      </form>
      <HaveAccountLinks />
    </AuthLayout>
  );
}
