import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/ui/text-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { BoundField } from './account-form.ts';

export function EmailField(props: BoundField) {
  const { t } = useLingui();
  return (
    <TextField label={t({ id: 'auth.field.email', message: 'Email' })} type="email" autoComplete="email" {...props} />
  );
}

/** A password being chosen ("Password" unless the form names it otherwise). */
export function NewPasswordField({ label, ...props }: BoundField & { label?: string; autoFocus?: boolean }) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t({ id: 'auth.field.password', message: 'Password' })}
      type="password"
      autoComplete="new-password"
      {...props}
    />
  );
}

/** The phone, with its country (the phone field keeps what is typed itself: no value to bind). */
export function AccountPhoneField({ name: _name, value: _value, ...props }: BoundField) {
  const { t } = useLingui();
  return <PhoneField label={t({ id: 'auth.field.phone', message: 'Phone' })} {...props} />;
}
