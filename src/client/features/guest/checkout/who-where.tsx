import { Trans, useLingui } from '@lingui/react/macro';
import { TextField, textBinder } from '../../../components/ui/text-field.tsx';
import { DeliveryFields } from '../delivery-fields.tsx';
import { TablePayment } from '../table-payment.tsx';
import type { CheckoutState } from './use-checkout-form.ts';

/**
 * Who orders and where it goes: the name, then the table (locked when a QR code named it) and how to pay
 * there, or the delivery's contacts, address, point and payment.
 */
export function WhoWhere({ c }: { c: CheckoutState }) {
  const { t } = useLingui();
  const { form, set } = c;
  const text = textBinder(form, set);
  return (
    <>
      <TextField
        label={t({ id: 'guest.field.name', message: 'Your name' })}
        {...text('client_name')}
        autoComplete="name"
      />
      {form.order_type === 'in_place' ? (
        <TableFields c={c} />
      ) : (
        <DeliveryFields
          pub={c.pub}
          form={form}
          set={set}
          errors={c.errors}
          showErrors={c.showErrors}
          payments={c.options.payments}
          lastAddress={c.lastAddress}
        />
      )}
    </>
  );
}

function TableFields({ c }: { c: CheckoutState }) {
  const { t } = useLingui();
  const { form, set, errors, showErrors, qrTable } = c;
  const text = textBinder(form, set);
  return (
    <>
      {qrTable ? (
        <p className="guest-table-locked" data-testid="locked-table">
          <Trans id="guest.table.locked">Table {qrTable}</Trans>{' '}
          <span className="guest-muted">
            <Trans id="guest.table.from_qr">(from the QR code on your table)</Trans>
          </span>
        </p>
      ) : (
        <TextField
          label={t({ id: 'guest.field.table', message: 'Table number' })}
          {...text('table')}
          inputMode="numeric"
          required
          showErrors={showErrors}
          serverError={showErrors ? (errors.table ?? errors.table_for_in_place_order) : undefined}
        />
      )}
      {c.pub.preorder.online_preorder && (
        <TablePayment value={form.payment_type} onChange={(v) => set('payment_type', v)} />
      )}
    </>
  );
}
