import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { nameMissing, type MenuLang, type Translations } from '#shared/menu-texts.ts';
import { pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import { getSession } from '../../lib/session.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { nameRules } from './form-fields.tsx';

/** Languages by their own names, so each reads correctly whatever the interface language. */
export const LANGUAGE_NAMES: Record<MenuLang, string> = { ro: 'Română', ru: 'Русский', en: 'English' };

interface Texted {
  name: string;
  ingredients?: string;
  translations?: Translations;
}
export type TextDraft = Partial<Record<MenuLang, { name: string; ingredients: string }>>;

/** The pub's menu languages, main first (docs/product.md D18), from the pub answer the editor already reads. */
export function useMenuLanguages(pubId: number): MenuLang[] {
  const query = useQuery({
    ...pubQuery(getSession().companyId, pubId),
    select: (a: PubAnswer) => a.pub.languages,
  });
  return query.data?.length ? query.data : ['ro'];
}

/** An item's texts per language for a form: the main language's from the plain fields when it has none of its own. */
export function textDraftOf(item: Texted | undefined, languages: readonly MenuLang[]): TextDraft {
  const draft: TextDraft = {};
  for (const [i, lang] of languages.entries()) {
    const t = item?.translations?.[lang];
    draft[lang] = {
      name: t?.name ?? (i === 0 ? (item?.name ?? '') : ''),
      ingredients: t?.ingredients ?? (i === 0 ? (item?.ingredients ?? '') : ''),
    };
  }
  return draft;
}

/** The write of a form's texts: plain fields = the main language, `translations` = every other (an empty text removes it). */
export function textsBody(draft: TextDraft, languages: readonly MenuLang[], withIngredients = false) {
  const [main, ...others] = languages;
  const text = (lang: MenuLang) => ({
    name: (draft[lang]?.name ?? '').trim(),
    ...(withIngredients ? { ingredients: (draft[lang]?.ingredients ?? '').trim() } : {}),
  });
  return { ...text(main), translations: Object.fromEntries(others.map((l) => [l, text(l)])) as Translations };
}

/** The form's texts and which language it shows. */
export function useTextDraft(item: Texted | undefined, languages: readonly MenuLang[]) {
  const [edits, setDraft] = useState<TextDraft>({});
  // The item's own texts under what was typed: languages known only after the pub's answer arrives still show theirs.
  const draft: TextDraft = { ...textDraftOf(item, languages), ...edits };
  const [active, setActive] = useState<MenuLang>(languages[0]);
  const lang = languages.includes(active) ? active : languages[0];
  const current = draft[lang] ?? { name: '', ingredients: '' };
  const set = (field: 'name' | 'ingredients', value: string) =>
    setDraft((d) => ({ ...d, [lang]: { ...(d[lang] ?? current), [field]: value } }));
  const missing = (l: MenuLang) => !(draft[l]?.name ?? '').trim();
  return { draft, lang, current, set, setActive, missing, main: languages[0], isMain: lang === languages[0] };
}

/**
 * One tab per language of the menu above a form's texts; the main language first and required, the others
 * marked "missing" while they have no name. Nothing shows for a menu in one language.
 */
export function LanguageTabs({
  languages,
  active,
  onSelect,
  missing,
}: {
  languages: readonly MenuLang[];
  active: MenuLang;
  onSelect: (lang: MenuLang) => void;
  missing: (lang: MenuLang) => boolean;
}) {
  const { t } = useLingui();
  if (languages.length < 2) return null;
  return (
    <div className="lang-tabs" role="group" aria-label={t({ id: 'menu.lang.tabs', message: 'Language of the texts' })}>
      {languages.map((lang, i) => (
        <button
          key={lang}
          type="button"
          className="lang-tab"
          aria-pressed={lang === active}
          onClick={() => onSelect(lang)}
        >
          <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
          {i === 0 ? (
            <span className="lang-tab-note">{t({ id: 'menu.lang.main', message: 'main' })}</span>
          ) : (
            missing(lang) && (
              <span className="lang-tab-missing">{t({ id: 'menu.lang.missing', message: 'missing' })}</span>
            )
          )}
        </button>
      ))}
    </div>
  );
}

/** A form's texts: a field's label names the language it is written in, when the menu has more than one. */
export function inLanguage(label: string, languages: readonly MenuLang[], lang: MenuLang): string {
  return languages.length > 1 ? `${label} · ${LANGUAGE_NAMES[lang]}` : label;
}

/**
 * The language tabs of a popup's texts and the name in the language shown: required in the main
 * language only; the field starts afresh (and takes the focus) on each tab.
 */
export function NameInLanguages({
  texts,
  languages,
  showErrors,
}: {
  texts: ReturnType<typeof useTextDraft>;
  languages: readonly MenuLang[];
  showErrors: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <LanguageTabs languages={languages} active={texts.lang} onSelect={texts.setActive} missing={texts.missing} />
      <TextField
        key={texts.lang}
        label={inLanguage(t({ id: 'menu.field.name', message: 'Name' }), languages, texts.lang)}
        value={texts.current.name}
        onChange={(v) => texts.set('name', v)}
        validators={texts.isMain ? nameRules : []}
        showErrors={showErrors}
        maxLength={500}
        autoFocus
      />
    </>
  );
}

/** "3 dishes without a Russian name": one line per language of the menu but the main one, for the dishes given. */
export function MissingNames({ dishes, languages }: { dishes: readonly Texted[]; languages: readonly MenuLang[] }) {
  const { t } = useLingui();
  const counts = languages
    .slice(1)
    .map((lang) => ({ lang, count: dishes.filter((d) => nameMissing(d, lang)).length }))
    .filter((c) => c.count > 0);
  if (counts.length === 0) return null;
  return (
    <ul
      className="lang-missing-counts"
      aria-label={t({ id: 'menu.lang.missing_title', message: 'Texts still to write' })}
    >
      {counts.map(({ lang, count }) => (
        <li key={lang}>
          <MissingCount lang={lang} count={count} />
        </li>
      ))}
    </ul>
  );
}

/** "2 dishes without a Russian name": one message per language, so each reads with its own case and plural. */
function MissingCount({ lang, count }: { lang: MenuLang; count: number }) {
  if (lang === 'ru')
    return (
      <Plural
        id="menu.lang.missing_ru"
        value={count}
        one="# dish without a Russian name"
        other="# dishes without a Russian name"
      />
    );
  if (lang === 'en')
    return (
      <Plural
        id="menu.lang.missing_en"
        value={count}
        one="# dish without an English name"
        other="# dishes without an English name"
      />
    );
  return (
    <Plural
      id="menu.lang.missing_ro"
      value={count}
      one="# dish without a Romanian name"
      other="# dishes without a Romanian name"
    />
  );
}

/** The count of dishes without a name in each other language, for the dishes of the menu shown (its categories). */
export function MenuMissingNames({ pubId, categoryIds }: { pubId: number; categoryIds: readonly number[] }) {
  const languages = useMenuLanguages(pubId);
  const dishes =
    useQuery({
      ...pubQuery(getSession().companyId, pubId),
      select: (a: PubAnswer) => a.dishes,
    }).data ?? [];
  return <MissingNames dishes={dishes.filter((d) => categoryIds.includes(d.category_id))} languages={languages} />;
}
