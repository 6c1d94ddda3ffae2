import { useLingui } from '@lingui/react/macro';
import type { Allergen, CancelReason, CourierStage } from '#shared/constants.ts';
import type { LineModifier } from '#shared/schemas/order-answers.ts';
import { formatMoney } from '../../lib/format.ts';

/**
 * Words every screen that shows an order shares (kitchen, order page, courier, guest status), written once:
 * cancel reasons (docs/product.md D13, D14), courier stages (D14), allergens (D12) and a line's options (D12).
 */
export function useCancelReasonLabels(): Record<CancelReason, string> {
  const { t } = useLingui();
  return {
    sold_out: t({ id: 'common.cancel_reason.sold_out', message: 'Sold out' }),
    too_busy: t({ id: 'common.cancel_reason.too_busy', message: 'The kitchen is too busy' }),
    closing: t({ id: 'common.cancel_reason.closing', message: 'The venue is closing' }),
    address: t({ id: 'common.cancel_reason.address', message: 'We cannot deliver to this address' }),
    no_answer: t({ id: 'common.cancel_reason.no_answer', message: 'No answer on the phone' }),
    client_refused: t({ id: 'common.cancel_reason.client_refused', message: 'The client refused the order' }),
    wrong_address: t({ id: 'common.cancel_reason.wrong_address', message: 'Wrong address' }),
    venue_closed: t({ id: 'common.cancel_reason.venue_closed', message: 'The venue has closed' }),
    other: t({ id: 'common.cancel_reason.other', message: 'Other reason' }),
    payment_expired: t({ id: 'common.cancel_reason.payment_expired', message: 'Not paid online in time' }),
  };
}

export function useCourierStageLabels(): Record<CourierStage, string> {
  const { t } = useLingui();
  return {
    reserved: t({ id: 'common.courier_stage.reserved', message: 'Courier assigned' }),
    at_restaurant: t({ id: 'common.courier_stage.at_restaurant', message: 'Courier at the venue' }),
    picked_up: t({ id: 'common.courier_stage.picked_up', message: 'Courier picked up the order' }),
    at_client: t({ id: 'common.courier_stage.at_client', message: 'Courier at the door' }),
  };
}

export function useAllergenLabels(): Record<Allergen, string> {
  const { t } = useLingui();
  return {
    gluten: t({ id: 'common.allergen.gluten', message: 'Gluten' }),
    crustaceans: t({ id: 'common.allergen.crustaceans', message: 'Crustaceans' }),
    eggs: t({ id: 'common.allergen.eggs', message: 'Eggs' }),
    fish: t({ id: 'common.allergen.fish', message: 'Fish' }),
    peanuts: t({ id: 'common.allergen.peanuts', message: 'Peanuts' }),
    soybeans: t({ id: 'common.allergen.soybeans', message: 'Soy' }),
    milk: t({ id: 'common.allergen.milk', message: 'Milk' }),
    nuts: t({ id: 'common.allergen.nuts', message: 'Nuts' }),
    celery: t({ id: 'common.allergen.celery', message: 'Celery' }),
    mustard: t({ id: 'common.allergen.mustard', message: 'Mustard' }),
    sesame: t({ id: 'common.allergen.sesame', message: 'Sesame' }),
    sulphites: t({ id: 'common.allergen.sulphites', message: 'Sulphites' }),
    lupin: t({ id: 'common.allergen.lupin', message: 'Lupin' }),
    molluscs: t({ id: 'common.allergen.molluscs', message: 'Molluscs' }),
  };
}

/**
 * The options under an order line: "Large · +15 lei", one per row; nothing when the line has none. `guest`: the
 * names the guest read (their language), else the venue's main-language names staff read.
 */
export function LineModifiers({
  modifiers,
  currency,
  guest = false,
}: {
  modifiers?: readonly LineModifier[] | null;
  currency?: string;
  guest?: boolean;
}) {
  if (!modifiers || modifiers.length === 0) return null;
  return (
    <ul className="line-modifiers">
      {modifiers.map((m) => (
        <li key={m.option_id}>
          {(guest && m.guest_name) || m.name}
          {m.price_delta !== 0 && currency ? (
            <span className="line-modifier-delta">
              {' '}
              {(m.price_delta > 0 ? '+' : '−') + formatMoney(Math.abs(m.price_delta), currency)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
