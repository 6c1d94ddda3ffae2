import { Trans, useLingui } from '@lingui/react/macro';
import { COLOR_THEMES, CURRENCIES, DEFAULT_ACCENT, PUB_LANGUAGES, sixDigitColor } from '#shared/constants.ts';
import { MENU_LANGUAGES, languageOfId, withMain } from '#shared/menu-texts.ts';
import { TextField, textBinder } from '../../components/ui/text-field.tsx';
import { SelectField, SwitchField } from '../../components/ui/choice-fields.tsx';
import type { SettingsPub } from './api.ts';
import { nameRules, type SettingsDraftProps } from './use-settings-draft.ts';
import { Field, TextAreaField } from '../../components/ui/field.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
/** Languages by their own names, so each reads correctly whatever the interface language. */
const LANGUAGE_NAMES: Record<string, string> = { ro: 'Română', ru: 'Русский', en: 'English' };

/** The venue fields of PUT {pubID}/ (docs/product.md S7 "Pubs"), with the pub validators on the name; saved by the page's Save bar. */
export function VenueSection({ form, set, fields }: SettingsDraftProps) {
  const { t } = useLingui();
  const text = textBinder(form, set);

  return (
    <TitledSection className="stack card settings-card" title={<Trans id="settings.venue.title">Venue</Trans>}>
      <TextField
        label={t({ id: 'settings.field.name', message: 'Venue name' })}
        {...text('name')}
        validators={nameRules}
        showErrors
        serverError={fields.name}
      />
      <TextField
        label={t({ id: 'settings.field.address', message: 'Address' })}
        {...text('address')}
        maxLength={500}
        autoComplete="street-address"
      />
      <div className="settings-grid">
        <SelectField
          label={<Trans id="settings.field.color_theme">Colour theme</Trans>}
          value={form.color_theme}
          onChange={(v) => set('color_theme', v as SettingsPub['color_theme'])}
          options={COLOR_THEMES.map((theme) => ({
            value: theme,
            label:
              theme === 'dark'
                ? t({ id: 'settings.theme.dark', message: 'Dark' })
                : t({ id: 'settings.theme.light', message: 'Light' }),
          }))}
        />
        <Field label={<Trans id="settings.field.color">Accent colour</Trans>}>
          {(id) => (
            <div className="row settings-color">
              <input
                id={id}
                value={form.color}
                maxLength={64}
                placeholder={DEFAULT_ACCENT}
                onChange={(e) => set('color', e.target.value)}
                spellCheck={false}
              />
              <input
                type="color"
                aria-label={t({ id: 'settings.field.color_picker', message: 'Pick the accent colour' })}
                value={sixDigitColor(form.color)}
                onChange={(e) => set('color', e.target.value)}
              />
            </div>
          )}
        </Field>
        <SelectField
          label={<Trans id="settings.field.currency">Currency</Trans>}
          value={form.currency_id}
          onChange={(v) => set('currency_id', Number(v))}
          options={CURRENCIES.map((c) => ({ value: c.id, label: `${c.code} (${c.symbol})` }))}
        />
        <SelectField
          label={<Trans id="settings.field.language">Guest page language</Trans>}
          value={form.language_id}
          onChange={(v) => {
            set('language_id', Number(v));
            set('languages', withMain(form.languages ?? [], languageOfId(Number(v))));
          }}
          options={Object.entries(PUB_LANGUAGES).map(([id, code]) => ({ value: id, label: LANGUAGE_NAMES[code] }))}
        />
      </div>
      <MenuLanguages form={form} set={set} />
      <TextField
        label={t({ id: 'settings.field.wifi_password', message: 'Wi-Fi password' })}
        {...text('wifi_password')}
        maxLength={255}
        autoComplete="off"
      />
      <TextField
        label={t({ id: 'settings.field.telegram', message: 'Telegram username' })}
        hint={t({
          id: 'settings.field.telegram_hint',
          message: 'The venue’s contact in Telegram. Order alerts are set up below, under “Telegram alerts”.',
        })}
        {...text('telegram_username')}
        maxLength={255}
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextAreaField
        label={<Trans id="settings.field.additional_info">Additional information</Trans>}
        rows={4}
        maxLength={5000}
        value={form.additional_info}
        onChange={(e) => set('additional_info', e.target.value)}
      />
      <SwitchField
        label={<Trans id="settings.field.in_place">Guests can order at the table</Trans>}
        checked={form.has_in_place_order}
        onChange={(on) => set('has_in_place_order', on)}
      />
    </TitledSection>
  );
}

/** The other languages the venue writes its menu in (docs/product.md D18); the main one is the guest page language above. */
function MenuLanguages({ form, set }: Pick<SettingsDraftProps, 'form' | 'set'>) {
  const main = languageOfId(form.language_id);
  const chosen = withMain(form.languages ?? [], main);
  const toggle = (lang: (typeof MENU_LANGUAGES)[number], on: boolean) =>
    set('languages', on ? [...chosen, lang] : chosen.filter((l) => l !== lang));
  return (
    <fieldset className="settings-languages">
      <legend>
        <Trans id="settings.field.menu_languages">The menu is also written in</Trans>
      </legend>
      {MENU_LANGUAGES.filter((l) => l !== main).map((lang) => (
        <label key={lang} className="checkbox" lang={lang}>
          <input type="checkbox" checked={chosen.includes(lang)} onChange={(e) => toggle(lang, e.target.checked)} />
          {LANGUAGE_NAMES[lang]}
        </label>
      ))}
    </fieldset>
  );
}
