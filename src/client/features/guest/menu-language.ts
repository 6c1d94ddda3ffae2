import { useMemo } from 'react';
import { PUB_LANGUAGES } from '#shared/constants.ts';
import { chooseLanguage, localizeMenu, primaryLang, type MenuLang } from '#shared/menu-texts.ts';
import type { PubPage, PublicPub } from './api.ts';

/** The venue's menu languages, main first (older servers: the one of language_id). */
export function pubLanguages(pub: Pick<PublicPub, 'languages' | 'language_id'>): MenuLang[] {
  return pub.languages?.length ? pub.languages : [PUB_LANGUAGES[pub.language_id] ?? 'ro'];
}

/** The language the menu's names show in: the page's when the venue writes its menu in it, else the main one. */
export function menuLanguage(pub: Pick<PublicPub, 'languages' | 'language_id'>, locale: string): MenuLang {
  const page = primaryLang(locale);
  return chooseLanguage(page ? [page] : [], pubLanguages(pub));
}

/**
 * The menu with every name in the page's language (docs/product.md D18). The server sends each text's
 * translations, so switching language re-renders every name at once, and the server's render (same rule,
 * same data) matches the hydrating page.
 */
export function useLocalizedMenu(data: PubPage | undefined, locale: string): PubPage | undefined {
  const lang = data ? menuLanguage(data.pub, locale) : undefined;
  return useMemo(
    () =>
      data && lang
        ? localizeMenu({ ...data, pub: { ...data.pub, languages: pubLanguages(data.pub) } }, lang)
        : undefined,
    [data, lang],
  );
}
