import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { APP_LOCALES, activateLocale, type AppLocale } from '../lib/i18n.ts';
import './shell.css';

/** Each language names itself, so these labels are the same in every interface language. */
const NATIVE_NAMES: Record<AppLocale, string> = { ru: 'Русский', ro: 'Română', en: 'English' };

/**
 * The RU / RO switcher of the navigation bars (docs/product.md S2): the active language is highlighted and
 * pressed; the choice is remembered for the next visit.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<AppLocale | null>(null);
  return (
    <div className={`lang-switch ${className}`}>
      {APP_LOCALES.map((locale) => {
        const active = i18n.locale === locale;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            title={NATIVE_NAMES[locale]}
            className={`lang-switch-button${active ? ' is-active' : ''}`}
            aria-pressed={active}
            disabled={pending !== null}
            onClick={() => {
              if (active) return;
              setPending(locale);
              void activateLocale(locale).finally(() => setPending(null));
            }}
          >
            {locale.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
