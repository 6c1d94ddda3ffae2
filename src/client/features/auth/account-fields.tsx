import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Validator } from '#shared/validators.ts';
import { ApiError } from '../../lib/api-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { PhoneField } from './phone-field.tsx';

/** The props that bind one field to its form: value, change, rules, and the error to show. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  validators: readonly Validator[];
  showErrors: boolean;
  serverError: string | undefined;
}

/**
 * An account form's state (sign-in, registrations, new password): its values, whether every error shows (after a
 * submit), and `bind`, the props of one field with the server's key for it (its 400 names the fields) under it.
 */
export function useAccountForm<F extends Record<string, string>>(initial: F, error: unknown) {
  const [form, setForm] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const serverFields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const bind = (name: keyof F & string, validators: readonly Validator[]): BoundField => ({
    name,
    value: form[name],
    onChange: (value) => setForm((f) => ({ ...f, [name]: value })),
    validators,
    showErrors,
    serverError: serverFields[name],
  });
  return { form, bind, revealErrors: () => setShowErrors(true) };
}

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
