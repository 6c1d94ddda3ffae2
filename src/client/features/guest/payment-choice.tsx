import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** The checkout's "Payment" choice: its radios (at the table or for a delivery) under the one legend. */
export function PaymentChoice({ children }: { children: ReactNode }) {
  return (
    <fieldset className="guest-choice">
      <legend>
        <Trans id="guest.payment.legend">Payment</Trans>
      </legend>
      {children}
    </fieldset>
  );
}
