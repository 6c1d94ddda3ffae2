import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MenuLang } from '#shared/menu-texts.ts';
import { activateLocale, type AppLocale } from '../../lib/i18n.ts';
import { ButtonGroup } from '../../components/ui/button-group.tsx';

const ALL: readonly MenuLang[] = ['ru', 'ro', 'en'];
const NATIVE: Record<AppLocale, string> = { ru: 'Русский', ro: 'Română', en: 'English' };

/**
 * The guest page's language buttons: the venue's menu languages in its order (main first), RU / RO / EN
 * where no venue is known (a page not found). A guest whose interface is in a language the venue does not
 * write (an earlier choice elsewhere) keeps it, with no button pressed, and can switch to one of the venue's;
 * nothing shows when the only button would be the language already on screen.
 */
export function LanguageButtons({ languages = ALL }: { languages?: readonly MenuLang[] }) {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState(false);
  if (languages.length < 2 && languages[0] === i18n.locale) return null;
  return (
    <ButtonGroup className="guest-lang" label={t({ id: 'guest.language', message: 'Language' })} values={languages}>
      {(locale) => (
        <button
          type="button"
          lang={locale}
          title={NATIVE[locale]}
          aria-pressed={i18n.locale === locale}
          disabled={pending}
          onClick={() => {
            if (i18n.locale === locale) return;
            setPending(true);
            void activateLocale(locale).finally(() => setPending(false));
          }}
        >
          {locale.toUpperCase()}
        </button>
      )}
    </ButtonGroup>
  );
}
