import { Trans, useLingui } from '@lingui/react/macro';
import { useAllergenLabels } from '../../components/ui/order-vocabulary.tsx';
import type { Dish } from './api.ts';

/** What the card and the sheet both say about a dish: portion, "popular", allergens, and why it cannot be ordered now. */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Sold out (the stop list) or outside its hours: shown greyed with the reason, never hidden. */
export function dishBlocked(dish: Dish): 'sold_out' | 'later' | null {
  if (dish.available === false) return 'sold_out';
  if (dish.is_available_now === false) return 'later';
  return null;
}

export function Portion({ dish }: { dish: Dish }) {
  const { t } = useLingui();
  if (!dish.portion) return null;
  const portion = dish.portion;
  const unit = dish.portion_unit;
  const text =
    unit === 'ml'
      ? t({ id: 'guest.portion.ml', message: `${portion} ml` })
      : unit === 'pcs'
        ? t({ id: 'guest.portion.pcs', message: `${portion} pcs` })
        : t({ id: 'guest.portion.g', message: `${portion} g` });
  return <span className="guest-portion">{text}</span>;
}

export function HitBadge({ dish }: { dish: Dish }) {
  if (!dish.is_hit) return null;
  return (
    <span className="guest-badge">
      <Trans id="guest.badge.popular">Popular</Trans>
    </span>
  );
}

export function Allergens({ dish }: { dish: Dish }) {
  const labels = useAllergenLabels();
  if (!dish.allergens || dish.allergens.length === 0) return null;
  const list = dish.allergens.map((a) => labels[a] ?? a).join(', ');
  return (
    <p className="guest-allergens">
      <Trans id="guest.allergens">Allergens: {list}</Trans>
    </p>
  );
}

export function BlockedNote({ dish }: { dish: Dish }) {
  const blocked = dishBlocked(dish);
  if (blocked === 'sold_out') {
    return (
      <span className="guest-sold-out">
        <Trans id="guest.sold_out">Sold out</Trans>
      </span>
    );
  }
  if (blocked === 'later') {
    const from = hhmm(dish.availability_start ?? 0);
    return (
      <span className="guest-sold-out">
        <Trans id="guest.available_from">Available from {from}</Trans>
      </span>
    );
  }
  return null;
}

/** "Popular", the portion and why it cannot be ordered now, in one row (card and sheet). */
export function DishFacts({ dish }: { dish: Dish }) {
  return (
    <p className="guest-dish-facts">
      <HitBadge dish={dish} />
      <Portion dish={dish} />
      <BlockedNote dish={dish} />
    </p>
  );
}
