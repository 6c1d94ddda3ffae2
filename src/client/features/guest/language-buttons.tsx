import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { activateLocale, type AppLocale } from '../../lib/i18n.ts';

const LOCALES: readonly AppLocale[] = ['ru', 'ro', 'en'];
const NATIVE: Record<AppLocale, string> = { ru: 'Русский', ro: 'Română', en: 'English' };

/** RU / RO / EN: the guest page also speaks English for tourists (docs/product.md D10). */
export function LanguageButtons() {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState(false);
  return (
    <div className="guest-lang" role="group" aria-label={t({ id: 'guest.language', message: 'Language' })}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
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
      ))}
    </div>
  );
}
