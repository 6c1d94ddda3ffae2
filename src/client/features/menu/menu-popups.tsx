import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Popup } from '../../components/ui/popup.tsx';
import { WORDS } from '../../components/ui/words.ts';
import { ConfirmDeletePopup } from '../../components/ui/confirm-delete-popup.tsx';
import { allValid } from '../../components/ui/text-field.tsx';
import { useMenuAction, type Menu, type MenuAction } from './api.ts';
import { menuPopupAtom } from './atoms.ts';
import { CategoryPopup } from './category-popup.tsx';
import { DishPopup } from './dish-popup.tsx';
import { VisibleField, nameRules, ItemPopupActions } from './form-fields.tsx';
import { NameInLanguages, textsBody, useMenuLanguages, useTextDraft } from './language-tabs.tsx';

/** The editor's popups, mounted once per page; each closes when its call succeeds (docs/product.md S2 "Popups"). */
export function MenuPopups({ pubId }: { pubId: number }) {
  const [popup, setPopup] = useAtom(menuPopupAtom);
  const close = () => setPopup(null);
  // Popups belong to this visit of the screen.
  useEffect(() => () => setPopup(null), [setPopup]);
  if (!popup) return null;
  // Each popup's props are the fields its kind of `menuPopupAtom` holds, with the venue and the close.
  const shared = { pubId, onClose: close };
  switch (popup.kind) {
    case 'menu':
      return <MenuPopup {...shared} {...popup} />;
    case 'category':
      return <CategoryPopup {...shared} {...popup} />;
    case 'dish':
      return <DishPopup {...shared} {...popup} />;
    case 'delete':
      return <DeletePopup {...shared} {...popup} />;
  }
}

const MenuPopupTitle = ({ editing }: { editing: boolean }) =>
  editing ? <Trans id="menu.menu.edit_title">Edit menu</Trans> : <Trans id="menu.menu.create_title">New menu</Trans>;

function MenuPopup({
  pubId,
  place,
  menu,
  onClose,
}: {
  pubId: number;
  place: number;
  menu?: Menu;
  onClose: () => void;
}) {
  const action = useMenuAction(pubId);
  const languages = useMenuLanguages(pubId);
  const texts = useTextDraft(menu, languages);
  const [visible, setVisible] = useState(menu?.visible ?? true);
  const [showErrors, setShowErrors] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (!allValid([[texts.draft[texts.main]?.name ?? '', nameRules]])) return texts.setActive(texts.main);
    const body = { ...textsBody(texts.draft, languages), visible, place };
    // Create needs a truthy place (docs/product.md S5); PUT ignores it.
    if (!menu && !place) return;
    action.mutate(menu ? { type: 'update-menu', id: menu.id, body } : { type: 'create-menu', body }, {
      onSuccess: onClose,
    });
  };
  return (
    <Popup open title={<MenuPopupTitle editing={!!menu} />} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <NameInLanguages texts={texts} languages={languages} showErrors={showErrors} />
        <VisibleField value={visible} onChange={setVisible} />
        <ItemPopupActions editing={!!menu} pending={action.isPending} onClose={onClose} />
      </form>
    </Popup>
  );
}

function DeletePopup({
  pubId,
  name,
  action,
  onClose,
}: {
  pubId: number;
  name: string;
  action: MenuAction;
  onClose: () => void;
}) {
  const call = useMenuAction(pubId);
  const { i18n } = useLingui();
  return (
    <ConfirmDeletePopup
      title={i18n._(WORDS.delete)}
      pending={call.isPending}
      onDelete={() => call.mutate(action, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Trans id="menu.delete.question">Delete “{name}”? Everything inside it is deleted too.</Trans>
    </ConfirmDeletePopup>
  );
}
