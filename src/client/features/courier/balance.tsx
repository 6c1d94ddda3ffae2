import { formatMoney } from '../../lib/format.ts';

/** Balance in Lei, 2 decimals: green with + when positive, red when negative, grey at zero (docs/product.md S2). */
export function Balance({ value }: { value: number }) {
  const tone = value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
  return (
    <span className={`courier-balance courier-balance-${tone}`} data-testid="courier-balance">
      {value > 0 ? '+' : ''}
      {formatMoney(value, 'Lei')}
    </span>
  );
}
