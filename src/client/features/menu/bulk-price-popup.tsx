import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { bulkPercentError, bulkPriceBani } from '#shared/menu-rules.ts';
import { toBani, toLei } from '#shared/money.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { ActionRow } from '../../components/ui/popup-actions.tsx';
import { formatMoney } from '../../lib/format.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { useMenuAction, type Dish } from './api.ts';
import { parsePercent } from './amount.ts';
import './modifiers.css';
import { ColumnHeads } from '../../components/ui/column-heads.tsx';

/**
 * Bulk price change for a category (docs/product.md D12): a percent (−90..+500, "12,5" accepted), a preview of every dish's
 * new price and sale price computed by the server's own rule (half up to whole bani), then one save.
 */
export function BulkPricePopup({
  pubId,
  menuId,
  categoryId,
  dishes,
  symbol,
  onClose,
}: {
  pubId: number;
  menuId: number;
  categoryId: number;
  dishes: Dish[];
  symbol: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const action = useMenuAction(pubId);
  const [text, setText] = useState('');
  const percent = parsePercent(text);
  const error =
    text.trim() === '' ? null : percent === null ? 'errors.field_must_be_number' : bulkPercentError(percent);
  const ready = percent !== null && error === null && percent !== 0;
  const moved = (lei: number) => toLei(bulkPriceBani(toBani(lei), percent ?? 0));
  const money = (lei: number) => formatMoney(lei, symbol);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    action.mutate({ type: 'bulk-price', menuId, categoryId, percent }, { onSuccess: onClose });
  };
  return (
    <Popup open wide onClose={onClose} title={t({ id: 'menu.bulk.title', message: 'Change prices in this category' })}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-percent`}>
            <Trans id="menu.bulk.percent">By how many percent (−90 to +500)</Trans>
          </label>
          <input
            id={`${id}-percent`}
            inputMode="decimal"
            value={text}
            placeholder="10"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
            autoFocus
          />
          {error && (
            <p id={`${id}-error`} className="field-error">
              {i18n._(messageFor(error))}
            </p>
          )}
        </div>
        {ready && (
          <table className="bulk-preview" aria-label={t({ id: 'menu.bulk.preview', message: 'Preview' })}>
            <ColumnHeads
              columns={[
                { label: <Trans id="menu.bulk.dish">Dish</Trans> },
                { label: <Trans id="menu.bulk.now">Now</Trans>, numeric: true },
                { label: <Trans id="menu.bulk.after">After</Trans>, numeric: true },
              ]}
            />
            <tbody>
              {dishes.map((d) => (
                <tr key={d.id}>
                  <td>{d.name}</td>
                  <td className="num">
                    {money(d.price)}
                    {d.sale_price > 0 && <> / {money(d.sale_price)}</>}
                  </td>
                  <td className="num">
                    <strong>{money(moved(d.price))}</strong>
                    {d.sale_price > 0 && <> / {money(moved(d.sale_price))}</>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ActionRow
          label={<Trans id="menu.bulk.save">Apply to {dishes.length} dishes</Trans>}
          disabled={!ready || action.isPending}
          leave="cancel"
          onLeave={onClose}
        />
      </form>
    </Popup>
  );
}
