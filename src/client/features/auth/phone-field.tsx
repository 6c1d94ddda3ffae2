import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from 'libphonenumber-js/min';
import { firstError, type Validator } from '#shared/validators.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { DEFAULT_COUNTRY, asTyped, callingCode, countries, formatAsTyped, phoneDigits } from './phone.ts';

/**
 * International phone input preset to Moldova (docs/product.md S2): a country selector and a number field.
 * It emits digits only with the country code and no "+" (docs/product.md D0), and shows the first failing
 * validator like TextField does (on change, or when the form forces validation).
 */
export function PhoneField({
  label,
  onChange,
  validators = [],
  showErrors = false,
  serverError,
  defaultCountry = DEFAULT_COUNTRY,
}: {
  label: string;
  onChange: (digits: string) => void;
  validators?: readonly Validator[];
  showErrors?: boolean;
  serverError?: string;
  defaultCountry?: CountryCode;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const options = useCountryOptions(i18n.locale, defaultCountry);
  const digits = phoneDigits(country, typed);
  const generic = firstError(digits, validators);
  const key = (touched || showErrors) && generic ? generic : serverError;

  const update = (nextCountry: CountryCode, nextTyped: string) => {
    setCountry(nextCountry);
    setTyped(nextTyped);
    onChange(phoneDigits(nextCountry, nextTyped));
  };

  return (
    <div className="field">
      <label htmlFor={`${id}-number`}>{label}</label>
      <div className="phone-input">
        <select
          aria-label={t({ id: 'auth.phone.country', message: 'Country code' })}
          value={country}
          onChange={(e) => update(e.target.value as CountryCode, typed)}
        >
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          value={typed}
          aria-invalid={key ? true : undefined}
          aria-describedby={key ? `${id}-error` : undefined}
          onChange={(e) => {
            setTouched(true);
            update(country, asTyped(country, e.target.value));
          }}
          // The trunk 0 goes as it is typed; grouping digits only on blur keeps the caret where the person is typing.
          onBlur={() => setTyped(formatAsTyped(country, typed))}
        />
      </div>
      {key && (
        <p id={`${id}-error`} className="field-error">
          {i18n._(messageFor(key))}
        </p>
      )}
    </div>
  );
}

/** Countries named in the interface language (Intl.DisplayNames), the preset one first. */
function useCountryOptions(locale: string, first: CountryCode) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale === 'ro' ? 'ro' : locale || 'ru'], { type: 'region' });
    } catch {
      names = null;
    }
    const list = countries().map((code) => ({ code, name: names?.of(code) ?? code }));
    list.sort((a, b) => (a.code === first ? -1 : b.code === first ? 1 : a.name.localeCompare(b.name, locale)));
    return list.map((c) => ({ code: c.code, label: `+${callingCode(c.code)} ${c.name}` }));
  }, [locale, first]);
}
