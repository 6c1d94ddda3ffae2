import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { numeric, notEmpty } from '#shared/validators.ts';
import { DEFAULT_TEXT_COLOR, sixDigitColor } from '#shared/constants.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { PopupActions } from '../../components/ui/popup-actions.tsx';
import { WORDS } from '../../components/ui/words.ts';

/** Small inputs shared by the menu, category and dish popups. */
export function VisibleField({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />
      <Trans id="menu.field.visible">Visible to guests</Trans>
    </label>
  );
}

export function ColorField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  // <input type=color> only takes #rrggbb; other stored colours start from white.
  const hex = sixDigitColor(value, DEFAULT_TEXT_COLOR);
  return (
    <div className="field field-inline">
      <label htmlFor={id}>
        <Trans id="menu.field.text_color">Text colour</Trans>
      </label>
      <input id={id} type="color" value={hex} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A category's or dish's text colour and visibility, on one row. */
export function ColorAndVisibleRow({
  color,
  onColor,
  visible,
  onVisible,
}: {
  color: string;
  onColor: (v: string) => void;
  visible: boolean;
  onVisible: (v: boolean) => void;
}) {
  return (
    <div className="row">
      <ColorField value={color} onChange={onColor} />
      <VisibleField value={visible} onChange={onVisible} />
    </div>
  );
}

/** Menu, category and dish names are required (decision 085; the server answers the same key). */
export const nameRules = [notEmpty];

export const placeRules = [
  notEmpty,
  numeric,
  (v: string) => (Number(v) === 0 || !Number.isInteger(Number(v)) ? 'errors.field_must_be_number' : null),
];

/** Position of a new item: 1 = first; the editor starts it after the last (decision 088); the server clamps past the end. */
export function PlaceField({
  value,
  onChange,
  showErrors,
}: {
  value: string;
  onChange: (v: string) => void;
  showErrors: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t({ id: 'menu.field.place', message: 'Position' })}
      value={value}
      onChange={onChange}
      validators={placeRules}
      showErrors={showErrors}
      inputMode="numeric"
    />
  );
}

/** "← Back to the menu" above the category and options screens; `menu` reopens the tab the owner came from. */
export function BackToMenu({ pubId, menu }: { pubId: number; menu?: number }) {
  return (
    <nav className="row menu-editor-nav">
      <Link to="/admin/pub/$pubID/edit_menu" params={{ pubID: String(pubId) }} search={{ menu }}>
        <Trans id="menu.back_to_menu">← Back to the menu</Trans>
      </Link>
    </nav>
  );
}

/** An item popup's Cancel and its submit: "Save" for an item being edited, "Create" for a new one. */
export function ItemPopupActions({
  editing,
  pending,
  onClose,
}: {
  editing: boolean;
  pending: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <PopupActions
      pending={pending}
      onClose={onClose}
      submit={editing ? i18n._(WORDS.save) : <Trans id="menu.create">Create</Trans>}
    />
  );
}
