import { Trans, useLingui } from '@lingui/react/macro';
import { TextField, textBinder } from '../../../components/ui/text-field.tsx';
import { GuestPhone } from '../delivery-fields.tsx';
import type { CheckoutState } from './use-checkout-form.ts';
import { TextAreaField } from '../../../components/ui/field.tsx';

/** Comments, "call me back", and an account to keep (offered to a guest not signed in). */
export function CheckoutExtras({ c }: { c: CheckoutState }) {
  const { form, set } = c;
  return (
    <>
      <TextAreaField
        label={<Trans id="guest.field.comments">Comments</Trans>}
        rows={3}
        maxLength={1000}
        value={form.comments}
        onChange={(e) => set('comments', e.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={form.callback} onChange={(e) => set('callback', e.target.checked)} />
        <Trans id="guest.field.callback">Call me back to confirm</Trans>
      </label>
      {!c.signedIn && <AccountFields c={c} />}
    </>
  );
}

function AccountFields({ c }: { c: CheckoutState }) {
  const { t } = useLingui();
  const { form, set, errors, showErrors } = c;
  const text = textBinder(form, set);
  return (
    <div className="stack">
      <label className="checkbox">
        <input type="checkbox" checked={form.keep_account} onChange={(e) => set('keep_account', e.target.checked)} />
        <Trans id="guest.account.keep">Keep an account to see my orders and reuse my address</Trans>
      </label>
      {form.keep_account && (
        <>
          {form.order_type === 'in_place' && (
            <GuestPhone
              {...text('main_phone_number')}
              showErrors={showErrors}
              serverError={showErrors ? errors.account_phone : undefined}
            />
          )}
          <TextField
            label={t({ id: 'guest.field.password', message: 'Password (8 characters or more)' })}
            {...text('password')}
            type="password"
            autoComplete="new-password"
            showErrors={showErrors}
            serverError={showErrors ? errors.password : undefined}
          />
        </>
      )}
    </div>
  );
}
