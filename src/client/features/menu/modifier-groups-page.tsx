import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { BackToMenu } from './form-fields.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { groupLimitsError, selectionHint } from '#shared/menu-rules.ts';
import { MAX_GROUP_OPTIONS, type ModifierGroupInput } from '#shared/schemas/menu.ts';
import type { ModifierGroup } from '#shared/schemas/menu-answers.ts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messageFor } from '../../lib/error-messages.ts';
import { menuQueries } from './api.ts';
import { api } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { getSession } from '../../lib/session.ts';
import { useSelectionHint } from '../../components/ui/modifier-choices.tsx';
import { ArrowIcon, PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { WORDS } from '../../components/ui/words.ts';
import { modifierGroupsQuery } from './stop-list-api.ts';
import { parseAmount } from './amount.ts';
import { InputField } from '../../components/ui/field.tsx';
import './menu.css';
import './modifiers.css';
import type { MenuLang, Translations } from '#shared/menu-texts.ts';
import { LANGUAGE_NAMES, LanguageTabs, useMenuLanguages } from './language-tabs.tsx';
import { MutationButton } from '../../components/ui/mutation-button.tsx';

/** `name`: the main language's; `texts`: the other languages' (docs/product.md D18). */
interface DraftOption {
  key: string;
  id?: number;
  name: string;
  texts: Translations;
  delta: string;
  available: boolean;
}
interface Draft {
  id?: number;
  name: string;
  texts: Translations;
  min: string;
  max: string;
  options: DraftOption[];
}
type Named = Pick<Draft, 'name' | 'texts'>;
/** A name in the form's language, and the patch that writes one. */
const nameIn = (item: Named, lang: MenuLang, main: MenuLang) =>
  lang === main ? item.name : (item.texts[lang]?.name ?? '');
const nameTo = (item: Named, lang: MenuLang, main: MenuLang, value: string): Named =>
  lang === main ? { ...item, name: value } : { ...item, texts: { ...item.texts, [lang]: { name: value } } };
/** The other languages' names of a write: every language of the menu but the main one (an empty name removes it). */
const translationsOf = (item: Named, languages: readonly MenuLang[]): Translations =>
  Object.fromEntries(languages.slice(1).map((l) => [l, { name: (item.texts[l]?.name ?? '').trim() }]));

let nextKey = 0;
const newKey = () => `n${++nextKey}`;
const emptyDraft = (): Draft => ({
  name: '',
  texts: {},
  min: '0',
  max: '1',
  options: [{ key: newKey(), name: '', texts: {}, delta: '0', available: true }],
});
const draftOf = (g: ModifierGroup): Draft => ({
  id: g.id,
  name: g.name,
  texts: g.translations ?? {},
  min: String(g.min_select),
  max: String(g.max_select),
  options: g.options.map((o) => ({
    key: `o${o.id}`,
    id: o.id,
    name: o.name,
    texts: o.translations ?? {},
    delta: String(o.price_delta).replace('.', ','),
    available: o.available,
  })),
});

/** The body of a draft, or null while something is not a number yet. */
function bodyOf(d: Draft, languages: readonly MenuLang[]): ModifierGroupInput | null {
  const min = Number(d.min);
  const max = Number(d.max);
  const deltas = d.options.map((o) => parseAmount(o.delta, true));
  if (!Number.isInteger(min) || !Number.isInteger(max) || deltas.some((x) => x === null)) return null;
  return {
    name: d.name.trim(),
    translations: translationsOf(d, languages),
    min_select: min,
    max_select: max,
    options: d.options.map((o, i) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name.trim(),
      translations: translationsOf(o, languages),
      price_delta: deltas[i]!,
      ...(o.available ? {} : { available: false }),
    })),
  };
}

/** Message keys of the limit mistakes the shared error catalog has no wording for. */
const limitKeys: Record<string, MessageDescriptor> = {
  min_one: msg({ id: 'menu.modifiers.max_at_least_one', message: 'At least 1' }),
  above_cap: msg({ id: 'menu.modifiers.limit_cap', message: `At most ${MAX_GROUP_OPTIONS}` }),
};

/** Each limit's own mistake (a key), so it shows at its field: the group's rule, then room in the options. */
function limitErrors(d: Draft): { min: string | null; max: string | null } {
  const min = Number(d.min);
  const max = Number(d.max);
  const minError =
    d.min === ''
      ? 'errors.field_is_required'
      : min > MAX_GROUP_OPTIONS
        ? 'above_cap'
        : min > d.options.length
          ? 'errors.modifier_min_above_options'
          : null;
  const maxError =
    d.max === ''
      ? 'errors.field_is_required'
      : max > MAX_GROUP_OPTIONS
        ? 'above_cap'
        : max < 1
          ? 'min_one'
          : groupLimitsError(min, max) === 'max_select' && !minError
            ? 'errors.modifier_max_below_min'
            : null;
  return { min: minError, max: maxError };
}

/**
 * Modifier groups of a venue (docs/product.md D12): "Size — choose 1", "Extras — optional, up to 3". Create, edit,
 * reorder options, price deltas (negative allowed, commas accepted), min/max with the rule in plain words.
 * Dishes attach groups in the dish popup.
 */
export function ModifierGroupsPage() {
  const { t } = useLingui();
  const params = useParams({ strict: false }) as { pubID?: string };
  const pubId = Number(params.pubID) || 0;
  const groups = useQuery(modifierGroupsQuery(pubId));
  const [draft, setDraft] = useState<Draft | null>(null);
  const hint = useSelectionHint();

  return (
    <main className="page menu-editor modifier-groups-page">
      <BackToMenu pubId={pubId} />
      <div className="row">
        <h1>
          <Trans id="menu.modifiers.title">Options</Trans>
        </h1>
        <span className="spacer" />
        <button type="button" className="button button-small" onClick={() => setDraft(emptyDraft())}>
          <PlusIcon />
          <Trans id="menu.modifiers.add">New group</Trans>
        </button>
      </div>
      <p className="muted">
        <Trans id="menu.modifiers.intro">
          Groups of options guests choose from: a size, a garnish, extras. Attach them to dishes in the dish editor.
        </Trans>
      </p>
      {draft && <GroupEditor key={draft.id ?? 'new'} pubId={pubId} initial={draft} onDone={() => setDraft(null)} />}
      {groups.data?.length === 0 && !draft && (
        <p className="muted">
          <Trans id="menu.modifiers.empty">No option groups yet.</Trans>
        </p>
      )}
      <ul className="modifier-group-list">
        {groups.data?.map((g) => (
          <li key={g.id} className="card modifier-group-card">
            <div className="row">
              <strong>{g.name}</strong>
              <span className="muted">{hint(selectionHint(g.min_select, g.max_select))}</span>
              <span className="spacer" />
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setDraft(draftOf(g))}
                aria-label={t({ id: 'menu.modifiers.edit_label', message: `Edit ${g.name}` })}
              >
                <Trans id="menu.modifiers.edit">Edit</Trans>
              </button>
            </div>
            <p className="muted">{g.options.map((o) => o.name).join(' · ')}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

function GroupEditor({ pubId, initial, onDone }: { pubId: number; initial: Draft; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const hint = useSelectionHint();
  const [draft, setDraft] = useState(initial);
  const symbol = useQuery(menuQueries.pub(pubId)).data?.currency.symbol ?? 'Lei';
  const [showErrors, setShowErrors] = useState(false);
  const base = `/api/company/${getSession().companyId}/pubs/${pubId}/modifier-groups`;
  const save = useMutation({
    mutationFn: (body: ModifierGroupInput) => (draft.id ? api.put(`${base}/${draft.id}`, body) : api.post(base, body)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['menu', pubId] });
      onDone();
    },
    onError: (error) => showError('modifier_groups', error),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`${base}/${draft.id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['menu', pubId] });
      onDone();
    },
    onError: (error) => showError('modifier_groups', error),
  });

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setOption = (key: string, patch: Partial<DraftOption>) =>
    set({ options: draft.options.map((o) => (o.key === key ? { ...o, ...patch } : o)) });
  const move = (i: number, by: -1 | 1) => {
    const list = [...draft.options];
    const j = i + by;
    if (j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j], list[i]];
    set({ options: list });
  };
  // An option's up or down button, disabled where the option cannot go further.
  const moveButton = (i: number, by: -1 | 1, label: string) => (
    <button
      type="button"
      className="icon-button"
      onClick={() => move(i, by)}
      disabled={by < 0 ? i === 0 : i === draft.options.length - 1}
      aria-label={label}
    >
      <ArrowIcon direction={by < 0 ? 'up' : 'down'} />
    </button>
  );
  const languages = useMenuLanguages(pubId);
  const [lang, setLang] = useState<MenuLang>(languages[0]);
  const main = languages[0];
  const shown = languages.includes(lang) ? lang : main;
  const inLanguage = (label: string) => (languages.length > 1 ? `${label} · ${LANGUAGE_NAMES[shown]}` : label);
  const missing = (l: MenuLang) =>
    !nameIn(draft, l, main).trim() || draft.options.some((o) => !nameIn(o, l, main).trim());
  const body = bodyOf(draft, languages);
  const min = Number(draft.min);
  const max = Number(draft.max);
  const limits = limitErrors(draft);
  const limitsOk = body !== null && !limits.min && !limits.max;
  const limitMessage = (key: string | null) => (key ? i18n._(limitKeys[key] ?? messageFor(key)) : null);
  // "At least" and "at most": digits only, each with its own mistake under it.
  const limitField = (key: 'min' | 'max', label: ReactNode) => {
    const error = limitMessage(limits[key]);
    return (
      <div className="field">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          id={`${id}-${key}`}
          inputMode="numeric"
          value={draft[key]}
          onChange={(e) => set({ [key]: e.target.value.replace(/[^\d]/g, '') })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
        />
        {error && (
          <p id={`${id}-${key}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const namesOk = draft.name.trim() !== '' && draft.options.every((o) => o.name.trim() !== '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (!namesOk) setLang(main);
    if (body && limitsOk && namesOk) save.mutate(body);
  };

  return (
    <form className="card stack modifier-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {draft.id ? (
          <Trans id="menu.modifiers.edit_title">Edit group</Trans>
        ) : (
          <Trans id="menu.modifiers.create_title">New group</Trans>
        )}
      </h2>
      <LanguageTabs languages={languages} active={shown} onSelect={setLang} missing={missing} />
      <InputField
        label={inLanguage(t({ id: 'menu.modifiers.name', message: 'Group name' }))}
        value={nameIn(draft, shown, main)}
        maxLength={500}
        placeholder={t({ id: 'menu.modifiers.name_placeholder', message: 'Size, garnish, extras…' })}
        aria-invalid={showErrors && shown === main && !draft.name.trim() ? true : undefined}
        onChange={(e) => set(nameTo(draft, shown, main, e.target.value))}
        autoFocus
      />
      <div className="row form-pair">
        {limitField('min', <Trans id="menu.modifiers.min">At least</Trans>)}
        {limitField('max', <Trans id="menu.modifiers.max">At most</Trans>)}
      </div>
      {limitsOk && (
        <p className="modifier-rule" aria-live="polite">
          <Trans id="menu.modifiers.guests_see">Guests see: {hint(selectionHint(min, max))}</Trans>
        </p>
      )}
      <fieldset className="modifier-options">
        <legend>
          <Trans id="menu.modifiers.options">Options</Trans>
        </legend>
        <div className="modifier-option-head" aria-hidden="true">
          <span>
            <Trans id="menu.modifiers.col_name">Name</Trans>
          </span>
          <span>
            <Trans id="menu.modifiers.col_delta">Price change</Trans>
          </span>
        </div>
        {draft.options.map((o, i) => (
          <div key={o.key} className="modifier-option-row">
            <input
              className="modifier-name"
              aria-label={inLanguage(t({ id: 'menu.modifiers.option_name', message: `Option ${i + 1} name` }))}
              value={nameIn(o, shown, main)}
              maxLength={500}
              aria-invalid={showErrors && shown === main && !o.name.trim() ? true : undefined}
              onChange={(e) => setOption(o.key, nameTo(o, shown, main, e.target.value))}
            />
            <span className="modifier-delta-box">
              <input
                className="modifier-delta"
                aria-label={t({ id: 'menu.modifiers.option_delta', message: `Option ${i + 1} price change` })}
                inputMode="decimal"
                value={o.delta}
                aria-invalid={parseAmount(o.delta, true) === null ? true : undefined}
                onChange={(e) => setOption(o.key, { delta: e.target.value })}
              />
              <span className="modifier-currency" aria-hidden="true">
                {symbol}
              </span>
            </span>
            {moveButton(i, -1, t({ id: 'menu.modifiers.option_up', message: `Move ${o.name || i + 1} up` }))}
            {moveButton(i, 1, t({ id: 'menu.modifiers.option_down', message: `Move ${o.name || i + 1} down` }))}
            <button
              type="button"
              className="icon-button modifier-remove"
              onClick={() => set({ options: draft.options.filter((x) => x.key !== o.key) })}
              aria-label={t({ id: 'menu.modifiers.option_remove', message: `Remove ${o.name || i + 1}` })}
            >
              <TrashIcon />
            </button>
          </div>
        ))}
        <p className="muted">
          <Trans id="menu.modifiers.delta_hint">
            Price change per option: 25,50 adds, −5 takes off, 0 keeps the dish price.
          </Trans>
        </p>
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() =>
            set({ options: [...draft.options, { key: newKey(), name: '', texts: {}, delta: '0', available: true }] })
          }
        >
          <PlusIcon />
          <Trans id="menu.modifiers.add_option">Add option</Trans>
        </button>
      </fieldset>
      <div className="row">
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans id="menu.modifiers.save">Save group</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {i18n._(WORDS.cancel)}
        </button>
        <span className="spacer" />
        {draft.id && (
          <MutationButton className="button button-danger" mutation={remove}>
            <Trans id="menu.modifiers.delete">Delete group</Trans>
          </MutationButton>
        )}
      </div>
    </form>
  );
}
