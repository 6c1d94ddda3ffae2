import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_TEXT_COLOR } from '#shared/constants.ts';
import { numeric, type Validator } from '#shared/validators.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { useQuery } from '@tanstack/react-query';
import { menuQueries, useMenuAction, type Dish } from './api.ts';
import { amountField, currencyLabel } from '../../lib/format.ts';
import type { DishInput } from '#shared/schemas/menu.ts';
import { ColorAndVisibleRow, PlaceField, nameRules, placeRules, ItemPopupActions } from './form-fields.tsx';
import { salePriceError } from '#shared/schemas/menu.ts';
import type { PortionUnit } from '#shared/constants.ts';
import {
  AllergenToggles,
  AvailabilityWindow,
  DishGroups,
  PortionFields,
  windowError,
  windowMinutes,
  windowOf,
} from './dish-model-fields.tsx';
import { parseAmount } from './amount.ts';
import { inLanguage, NameInLanguages, textsBody, useMenuLanguages, useTextDraft } from './language-tabs.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';

const money = (v: string) => v.trim().replace(',', '.');
const priceRules = [(v: string) => numeric(money(v)), (v: string) => (Number(money(v)) < 0 ? 'errors.min' : null)];
const saleFormatRules = [(v: string) => (v.trim() === '' ? null : (priceRules.map((r) => r(v)).find(Boolean) ?? null))];

const DishPopupTitle = ({ editing }: { editing: boolean }) =>
  editing ? <Trans id="menu.dish.edit_title">Edit dish</Trans> : <Trans id="menu.dish.create_title">New dish</Trans>;

/** Create or edit a dish: name, prices (converted to numbers), ingredients, visibility, colour, image. */
export function DishPopup({
  pubId,
  menuId,
  categoryId,
  dish,
  place: initialPlace = 1,
  onClose,
}: {
  pubId: number;
  menuId: number;
  categoryId: number;
  dish?: Dish;
  place?: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const action = useMenuAction(pubId);
  const languages = useMenuLanguages(pubId);
  const texts = useTextDraft(dish, languages);
  // Shown in the language's format with two decimals ("25,50"); read back with either mark.
  const [price, setPrice] = useState(dish ? amountField(String(dish.price), i18n.locale, true) : '');
  const [sale, setSale] = useState(dish?.sale_price ? amountField(String(dish.sale_price), i18n.locale, true) : '');
  const currency = currencyLabel(useQuery(menuQueries.pub(pubId)).data?.currency.symbol ?? 'Lei', i18n.locale);
  const [visible, setVisible] = useState(dish?.visible ?? true);
  const [color, setColor] = useState(dish?.text_color ?? DEFAULT_TEXT_COLOR);
  const [place, setPlace] = useState(String(initialPlace));
  const [file, setFile] = useState<File | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // The menu model (docs/product.md D12). `available` is not sent: the stop list owns it.
  const [isHit, setIsHit] = useState(dish?.is_hit ?? false);
  const [portion, setPortion] = useState(dish?.portion != null ? String(dish.portion).replace('.', ',') : '');
  const [unit, setUnit] = useState<PortionUnit>((dish?.portion_unit as PortionUnit) ?? 'g');
  const [allergens, setAllergens] = useState<string[]>(dish?.allergens ?? []);
  const [hours, setHours] = useState(() => windowOf(dish?.availability_start ?? 0, dish?.availability_end ?? 0));
  const [groupIds, setGroupIds] = useState<number[]>(dish?.modifier_group_ids ?? []);
  const portionValue = portion.trim() === '' ? null : parseAmount(portion);
  const portionBad = portion.trim() !== '' && portionValue === null;
  // The sale price is checked against the typed price by the server's own rule (decision 086).
  const saleRules = [
    ...saleFormatRules,
    (v: string) => (v.trim() === '' ? null : salePriceError(Number(money(price)), Number(money(v)))),
  ];
  const valid =
    !portionBad &&
    !windowError(hours) &&
    allValid([
      [texts.draft[texts.main]?.name ?? '', nameRules],
      [price, priceRules],
      [sale, saleRules],
      ...(dish ? [] : [[place, placeRules] as [string, typeof placeRules]]),
    ]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (!valid) {
      if (!(texts.draft[texts.main]?.name ?? '').trim()) texts.setActive(texts.main);
      return;
    }
    const body = {
      ...textsBody(texts.draft, languages, true),
      price: Number(money(price)),
      sale_price: sale.trim() ? Number(money(sale)) : 0,
      visible,
      text_color: color,
      place: Number(place),
      is_hit: isHit,
      portion: portionValue,
      portion_unit: unit,
      allergens: allergens as DishInput['allergens'],
      availability_start: windowMinutes(hours).start,
      availability_end: windowMinutes(hours).end,
      modifier_group_ids: groupIds,
    };
    try {
      const saved = (await action.mutateAsync(
        dish
          ? { type: 'update-dish', menuId, categoryId, id: dish.id, body }
          : { type: 'create-dish', menuId, categoryId, body },
      )) as { dish: Dish };
      if (file) await action.mutateAsync({ type: 'dish-image', menuId, categoryId, id: saved.dish.id, file });
      onClose();
    } catch {
      // The alert is already shown by the mutation.
    }
  };

  /** The price and the sale price: an amount in the pub's currency. */
  const amountInput = (label: string, value: string, onChange: (v: string) => void, rules: readonly Validator[]) => (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      validators={rules}
      showErrors={showErrors}
      inputMode="decimal"
      unit={currency}
    />
  );

  return (
    <Popup open wide title={<DishPopupTitle editing={!!dish} />} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <NameInLanguages texts={texts} languages={languages} showErrors={showErrors} />
        <div className="row form-pair">
          {amountInput(t({ id: 'menu.field.price', message: 'Price' }), price, setPrice, priceRules)}
          {amountInput(t({ id: 'menu.field.sale_price', message: 'Sale price' }), sale, setSale, saleRules)}
        </div>
        <TextAreaField
          label={inLanguage(t({ id: 'menu.field.ingredients', message: 'Ingredients' }), languages, texts.lang)}
          rows={3}
          maxLength={5000}
          value={texts.current.ingredients}
          onChange={(e) => texts.set('ingredients', e.target.value)}
        />
        <PortionFields portion={portion} unit={unit} onPortion={setPortion} onUnit={setUnit} invalid={portionBad} />
        <AllergenToggles value={allergens} onChange={setAllergens} />
        <DishGroups pubId={pubId} value={groupIds} onChange={setGroupIds} />
        <AvailabilityWindow value={hours} onChange={setHours} showErrors={showErrors} />
        <label className="field-inline">
          <input type="checkbox" checked={isHit} onChange={(e) => setIsHit(e.target.checked)} />
          <Trans id="menu.dish.is_hit">Popular (a "Popular" badge for guests)</Trans>
        </label>
        {!dish && <PlaceField value={place} onChange={setPlace} showErrors={showErrors} />}
        <div className="field">
          <span className="field-label" aria-hidden="true">
            <Trans id="menu.field.image">Image</Trans>
          </span>
          {/* The browser's own file input would say "Choose File / No file chosen" in English. */}
          <div className="row">
            <ImageUpload
              label={
                file
                  ? t({ id: 'menu.image.other', message: 'Choose another' })
                  : t({ id: 'menu.image.choose', message: 'Choose an image' })
              }
              context={t({ id: 'menu.field.image', message: 'Image' })}
              onFile={setFile}
            />
            <span className="muted">
              {file
                ? file.name
                : dish?.image_file_name
                  ? t({ id: 'menu.image.kept', message: 'The current image stays' })
                  : t({ id: 'menu.image.none', message: 'No image chosen' })}
            </span>
          </div>
        </div>
        <ColorAndVisibleRow color={color} onColor={setColor} visible={visible} onVisible={setVisible} />
        <ItemPopupActions editing={!!dish} pending={action.isPending} onClose={onClose} />
      </form>
    </Popup>
  );
}
