import type { FormEvent } from 'react';
import { useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseTariff } from '#shared/constants.ts';
import { REPEAT_PASSWORD_MISMATCH, companyFields } from '#shared/schemas/auth.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import type { Validator } from '#shared/validators.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useRegisterCompany } from './api.ts';
import { TariffName } from '../../components/ui/tariff-name.tsx';
import { HaveAccountLinks } from './have-account.tsx';
import { AccountPhoneField, EmailField, NewPasswordField } from './account-fields.tsx';
import { useAccountForm } from './account-form.ts';

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
  const { form, bind, revealErrors } = useAccountForm(
    { name: '', phone: '', email: '', password: '', repeat_password: '' },
    register.error,
  );
  const repeat: Validator[] = [(v) => (v === form.password ? null : REPEAT_PASSWORD_MISMATCH)];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    revealErrors();
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
          autoComplete="organization"
          {...bind('name', rules.name)}
        />
        <AccountPhoneField {...bind('phone', rules.phone)} />
        <EmailField {...bind('email', rules.email)} />
        <NewPasswordField {...bind('password', rules.password)} />
        <NewPasswordField
          label={t({ id: 'auth.field.repeat_password', message: 'Repeat password' })}
          {...bind('repeat_password', repeat)}
        />
        <button type="submit" className="button" disabled={register.isPending}>
          <Trans id="auth.registration.submit">Register</Trans>
        </button>
      </form>
      <HaveAccountLinks />
    </AuthLayout>
  );
}
