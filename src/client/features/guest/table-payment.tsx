import { Trans } from '@lingui/react/macro';
import type { PaymentType } from '#shared/constants.ts';
import { PaymentChoice } from './payment-choice.tsx';

/**
 * At the table, when the venue takes online payment: pay the waiter (as before) or pay online now; the order
 * then reaches the kitchen once paid. Nothing is shown for a venue without online payment.
 */
export function TablePayment({ value, onChange }: { value: PaymentType; onChange: (value: PaymentType) => void }) {
  const online = value === 'online';
  return (
    <PaymentChoice>
      <label className="checkbox">
        <input type="radio" name="table_payment" checked={!online} onChange={() => onChange('cash')} />
        <Trans id="guest.payment.at_table">Pay the waiter</Trans>
      </label>
      <label className="checkbox">
        <input type="radio" name="table_payment" checked={online} onChange={() => onChange('online')} />
        <Trans id="guest.payment.online">Pay online (card, Apple Pay, Google Pay, MIA)</Trans>
      </label>
    </PaymentChoice>
  );
}
