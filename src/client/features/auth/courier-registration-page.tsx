import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { courierRegistrationSchema } from '#shared/schemas/auth.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import { ApiError } from '../../lib/api-client.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { PhoneField } from './phone-field.tsx';
import { useRegisterCourier } from './api.ts';
import { HaveAccountLinks } from './have-account.tsx';

const shape = courierRegistrationSchema.shape;
const rules = {
  full_name: [fieldValidator(shape.full_name)],
  email: [fieldValidator(shape.email)],
  password: [fieldValidator(shape.password)],
  phone_number: [fieldValidator(shape.phone_number)],
};

/** Couriers register themselves (docs/product.md D4); their courier ID is what a venue types into "add courier". */
export function CourierRegistrationPage() {
  const { t } = useLingui();
  const register = useRegisterCourier();
  const [form, setForm] = useState({ full_name: '', email: '', password: '', phone_number: '' });
  const [showErrors, setShowErrors] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const serverFields = register.error instanceof ApiError ? (register.error.fields ?? {}) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    const ok = allValid((Object.keys(rules) as (keyof typeof rules)[]).map((k) => [form[k], rules[k]]));
    if (ok) register.mutate({ ...form, email: form.email.trim() });
  };

  return (
    <AuthLayout
      title={<Trans id="auth.courier_registration.title">Courier registration</Trans>}
      subtitle={<Trans id="auth.courier_registration.subtitle">Deliver orders of venues near you</Trans>}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label={t({ id: 'auth.field.full_name', message: 'Full name' })}
          name="full_name"
          autoComplete="name"
          value={form.full_name}
          onChange={set('full_name')}
          validators={rules.full_name}
          showErrors={showErrors}
          serverError={serverFields.full_name}
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
        <PhoneField
          label={t({ id: 'auth.field.phone', message: 'Phone' })}
          onChange={set('phone_number')}
          validators={rules.phone_number}
          showErrors={showErrors}
          serverError={serverFields.phone_number}
        />
        <button type="submit" className="button" disabled={register.isPending}>
          <Trans id="auth.courier_registration.submit">Register</Trans>
        </button>
      </form>
      <HaveAccountLinks />
    </AuthLayout>
  );
}
