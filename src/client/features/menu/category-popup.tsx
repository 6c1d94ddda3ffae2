import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_TYPES, DEFAULT_CATEGORY_TYPE, DEFAULT_TEXT_COLOR, type CategoryType } from '#shared/constants.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { allValid } from '../../components/ui/text-field.tsx';
import { useMenuAction, type Category } from './api.ts';
import { CATEGORY_TYPE_LABELS } from './category-types.ts';
import { ColorAndVisibleRow, PlaceField, nameRules, placeRules, ItemPopupActions } from './form-fields.tsx';
import { NameInLanguages, textsBody, useMenuLanguages, useTextDraft } from './language-tabs.tsx';

/** The category's own fields beside its texts, from the category being edited or the defaults. */
function useCategoryFields(category: Category | undefined, initialPlace: number) {
  const [visible, setVisible] = useState(category?.visible ?? true);
  const [color, setColor] = useState(category?.text_color ?? DEFAULT_TEXT_COLOR);
  const [types, setTypes] = useState<CategoryType[]>(
    (category?.category_types as CategoryType[]) ?? [DEFAULT_CATEGORY_TYPE],
  );
  const [place, setPlace] = useState(String(initialPlace));
  return { visible, setVisible, color, setColor, types, setTypes, place, setPlace };
}

const CategoryPopupTitle = ({ editing }: { editing: boolean }) =>
  editing ? (
    <Trans id="menu.category.edit_title">Edit category</Trans>
  ) : (
    <Trans id="menu.category.create_title">New category</Trans>
  );

/** Create or edit a category: name, visibility, text colour, types from the fixed list, place on create. */
export function CategoryPopup({
  pubId,
  menuId,
  category,
  place: initialPlace = 1,
  onClose,
}: {
  pubId: number;
  menuId: number;
  category?: Category;
  place?: number;
  onClose: () => void;
}) {
  const action = useMenuAction(pubId);
  // A fresh popup per opening: the create form starts empty again after a success (docs/product.md S4).
  const languages = useMenuLanguages(pubId);
  const texts = useTextDraft(category, languages);
  const { visible, setVisible, color, setColor, types, setTypes, place, setPlace } = useCategoryFields(
    category,
    initialPlace,
  );
  const [showErrors, setShowErrors] = useState(false);
  const valid = allValid([
    [texts.draft[texts.main]?.name ?? '', nameRules],
    ...(category ? [] : [[place, placeRules] as [string, typeof placeRules]]),
  ]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (!valid) return texts.setActive(texts.main);
    const body = {
      ...textsBody(texts.draft, languages),
      visible,
      text_color: color,
      category_types: types.length ? types : [DEFAULT_CATEGORY_TYPE],
      place: Number(place),
    };
    action.mutate(
      category ? { type: 'update-category', menuId, id: category.id, body } : { type: 'create-category', menuId, body },
      { onSuccess: onClose },
    );
  };

  return (
    <Popup open wide title={<CategoryPopupTitle editing={!!category} />} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <NameInLanguages texts={texts} languages={languages} showErrors={showErrors} />
        {!category && <PlaceField value={place} onChange={setPlace} showErrors={showErrors} />}
        <CategoryTypesField value={types} onChange={setTypes} />
        <ColorAndVisibleRow color={color} onColor={setColor} visible={visible} onVisible={setVisible} />
        <ItemPopupActions editing={!!category} pending={action.isPending} onClose={onClose} />
      </form>
    </Popup>
  );
}

/** The category's types, any of the fixed list (the first one when none is ticked, on save). */
function CategoryTypesField({
  value,
  onChange,
}: {
  value: CategoryType[];
  onChange: (change: (list: CategoryType[]) => CategoryType[]) => void;
}) {
  const { i18n } = useLingui();
  const toggle = (type: CategoryType, on: boolean) =>
    onChange((list) => (on ? [...list, type] : list.filter((x) => x !== type)));
  return (
    <fieldset className="type-grid">
      <legend>
        <Trans id="menu.field.category_types">Category types</Trans>
      </legend>
      {CATEGORY_TYPES.map((type) => (
        <label key={type} className="checkbox">
          <input type="checkbox" checked={value.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
          {i18n._(CATEGORY_TYPE_LABELS[type])}
        </label>
      ))}
    </fieldset>
  );
}
