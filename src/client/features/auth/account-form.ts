import { useState } from 'react';
import type { Validator } from '#shared/validators.ts';
import { ApiError } from '../../lib/api-client.ts';

// Apart from the account fields (account-fields.tsx): sign-in binds its fields with it and must not load the phone
// field's country data with it (the login page's first load, docs/decisions/143).

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
