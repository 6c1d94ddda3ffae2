import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { courierRegistrationSchema } from '#shared/schemas/auth.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useRegisterCourier } from './api.ts';
import { HaveAccountLinks } from './have-account.tsx';
import { AccountPhoneField, EmailField, NewPasswordField } from './account-fields.tsx';
import { useAccountForm } from './account-form.ts';

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
  const { form, bind, revealErrors } = useAccountForm(
    { full_name: '', email: '', password: '', phone_number: '' },
    register.error,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    revealErrors();
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
          autoComplete="name"
          {...bind('full_name', rules.full_name)}
        />
        <EmailField {...bind('email', rules.email)} />
        <NewPasswordField {...bind('password', rules.password)} />
        <AccountPhoneField {...bind('phone_number', rules.phone_number)} />
        <button type="submit" className="button" disabled={register.isPending}>
          <Trans id="auth.courier_registration.submit">Register</Trans>
        </button>
      </form>
      <HaveAccountLinks />
    </AuthLayout>
  );
}
