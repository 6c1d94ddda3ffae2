/**
 * Menu texts in several languages (docs/product.md D18): the pub's ordered `languages` (first = main), each
 * menu, category, dish, modifier group and option carrying `translations: {ro?, ru?, en?}` of `{name,
 * ingredients?}`. The plain `name` / `ingredients` hold the main language's text. One definition of the
 * language rules for the server, the guest page and the owner's editor.
 */
export const MENU_LANGUAGES = ['ro', 'ru', 'en'] as const;
export type MenuLang = (typeof MENU_LANGUAGES)[number];
export type TextField = 'name' | 'ingredients';
export type ItemText = Partial<Record<TextField, string>>;
export type Translations = Partial<Record<MenuLang, ItemText>>;

/** Pub `language_id` of each language (1 ro, 2 ru, 3 en). */
export const LANGUAGE_IDS: Record<MenuLang, number> = { ro: 1, ru: 2, en: 3 };
/** Longest name and description of any language, as the plain fields allow. */
export const TEXT_LIMITS: Record<TextField, number> = { name: 500, ingredients: 5000 };

export const isMenuLang = (v: unknown): v is MenuLang =>
  typeof v === 'string' && (MENU_LANGUAGES as readonly string[]).includes(v);

export function languageOfId(id: number): MenuLang {
  return MENU_LANGUAGES.find((l) => LANGUAGE_IDS[l] === id) ?? 'ro';
}

/** The pub's languages with `main` first, the others kept in their order (writing `language_id` alone). */
export function withMain(languages: readonly MenuLang[], main: MenuLang): MenuLang[] {
  return [main, ...languages.filter((l) => l !== main)];
}

/** A language tag's primary subtag when it is one of ours: `ro-MD` is `ro`. */
export function primaryLang(tag: unknown): MenuLang | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isMenuLang(primary) ? primary : undefined;
}

/** Our languages an `Accept-Language` header names, highest q first (equal q: in the header's order), no repeats. */
export function rankedLanguages(header: unknown): MenuLang[] {
  if (typeof header !== 'string') return [];
  const ranked = header
    .slice(0, 2000)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: primaryLang(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => x.lang && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((x) => x.lang!))];
}

/** The first wish the pub offers, else its main language. Wishes come most wanted first. */
export function chooseLanguage(wishes: readonly MenuLang[], offered: readonly MenuLang[]): MenuLang {
  return wishes.find((l) => offered.includes(l)) ?? offered[0] ?? 'ro';
}

interface Texted {
  name: string;
  ingredients?: string;
  translations?: Translations;
}

/** An item's text in `lang`, else in the main language, else the plain field. */
export function textIn(item: Texted, field: TextField, lang: MenuLang, main: MenuLang): string {
  const t = item.translations ?? {};
  return t[lang]?.[field] || t[main]?.[field] || (field === 'name' ? item.name : (item.ingredients ?? ''));
}

/** Every name the item has, in every language: guest search matches any of them. */
export function allNames(item: Texted): string[] {
  return [item.name, ...Object.values(item.translations ?? {}).map((t) => t?.name ?? '')].filter(Boolean);
}

/** Is the item's name in `lang` missing (the editor's "missing" marker and count)? */
export const nameMissing = (item: Texted, lang: MenuLang) => !item.translations?.[lang]?.name;

interface Option extends Texted {
  id: number;
}
interface Group extends Texted {
  options: Option[];
}
interface Dish extends Texted {
  modifier_groups?: Group[];
}
export interface MenuAnswer<P extends { languages?: MenuLang[] }, M extends Texted, C extends Texted, D extends Dish> {
  pub: P;
  menus: M[];
  categories: C[];
  dishes: D[];
}

/**
 * The guest answer with every name (and dish description) in `lang`, the main language where `lang` has
 * none; `translations` stay, so the page can switch language and search every name without asking again.
 */
export function localizeMenu<P extends { languages?: MenuLang[] }, M extends Texted, C extends Texted, D extends Dish>(
  data: MenuAnswer<P, M, C, D>,
  lang: MenuLang,
): MenuAnswer<P, M, C, D> & { lang: MenuLang } {
  const main = data.pub.languages?.[0] ?? 'ro';
  const named = <T extends Texted>(item: T): T => ({ ...item, name: textIn(item, 'name', lang, main) });
  return {
    ...data,
    lang,
    menus: data.menus.map(named),
    categories: data.categories.map(named),
    dishes: data.dishes.map((d) => ({
      ...named(d),
      ingredients: textIn(d, 'ingredients', lang, main),
      ...(d.modifier_groups
        ? { modifier_groups: d.modifier_groups.map((g) => ({ ...named(g), options: g.options.map(named) })) }
        : {}),
    })),
  };
}

export interface MergedTexts {
  name: string;
  ingredients: string;
  translations: Translations;
}

/**
 * A write of an item's texts: a plain `name` / `ingredients` set the main language's, then `translations`
 * merge per language and field (an empty string removes that text); texts not written are kept. Returns
 * the field that fails (a language the pub does not offer, a main name left empty) instead of a result.
 */
export function mergeTexts(
  current: Translations,
  input: { name?: string; ingredients?: string; translations?: Translations },
  languages: readonly MenuLang[],
): MergedTexts | { field: string; key: string } {
  const main = languages[0] ?? 'ro';
  const next: Translations = {};
  for (const [lang, text] of Object.entries(current) as [MenuLang, ItemText][]) if (text) next[lang] = { ...text };
  const put = (lang: MenuLang, field: TextField, value: string) => {
    const text = { ...next[lang] };
    if (value.trim() === '') delete text[field];
    else text[field] = value.trim();
    if (Object.keys(text).length) next[lang] = text;
    else delete next[lang];
  };
  if (input.name !== undefined) put(main, 'name', input.name);
  if (input.ingredients !== undefined) put(main, 'ingredients', input.ingredients);
  for (const [lang, text] of Object.entries(input.translations ?? {}) as [MenuLang, ItemText][]) {
    if (!languages.includes(lang)) return { field: `translations.${lang}`, key: 'errors.validation_error' };
    for (const field of ['name', 'ingredients'] as const)
      if (text?.[field] !== undefined) put(lang, field, text[field]);
  }
  const name = next[main]?.name;
  if (!name)
    return {
      field: input.translations?.[main]?.name !== undefined ? `translations.${main}.name` : 'name',
      key: 'errors.field_is_required',
    };
  return { name, ingredients: next[main]?.ingredients ?? '', translations: next };
}
