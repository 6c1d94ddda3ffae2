import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentSettingsJson } from '#shared/schemas/payment-answers.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { TextField, textBinder } from '../../components/ui/text-field.tsx';
import { MutationButton } from '../../components/ui/mutation-button.tsx';

interface Draft {
  enabled: boolean;
  mode: 'sandbox' | 'live';
  client_id: string;
  client_secret: string;
  signature_key: string;
}

/** The form as the stored settings fill it: the secrets never come back, so their fields start empty. */
const draftOf = (p: PaymentSettingsJson): Draft => ({
  enabled: p.enabled,
  mode: p.mode,
  client_id: p.client_id,
  client_secret: '',
  signature_key: '',
});

/**
 * Online payment with maib (docs/product.md D19): on/off, sandbox or live, the client id and the two secrets.
 * Saved with its own button, apart from the page's Save bar, so neither loses the other's edits. The secrets are
 * never shown: an empty secret field keeps the stored one. In sandbox, "Test payment" opens a 1-leu checkout.
 */
export function PaymentSection({ companyId, pubId }: { companyId: number; pubId: number }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const path = `/api/company/${companyId}/pubs/${pubId}/payment`;
  const key = ['payment-settings', pubId];
  const state = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ payment: PaymentSettingsJson }>(path),
    enabled: companyId > 0 && pubId > 0,
    staleTime: 0,
  });
  const stored = state.data?.payment;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    if (stored && !draft) setDraft(draftOf(stored));
  }, [stored, draft]);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => d && { ...d, [k]: v });
  const save = useMutation({
    mutationFn: (d: Draft) =>
      api.put<{ payment: PaymentSettingsJson }>(path, {
        provider: 'maib',
        enabled: d.enabled,
        mode: d.mode,
        client_id: d.client_id,
        ...(d.client_secret.trim() ? { client_secret: d.client_secret } : {}),
        ...(d.signature_key.trim() ? { signature_key: d.signature_key } : {}),
      }),
    onSuccess: (a) => {
      client.setQueryData(key, a);
      setFields({});
      setDraft(draftOf(a.payment));
      showSuccess('payment', t({ id: 'settings.saved', message: 'Settings saved' }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      showError('payment', error);
    },
  });
  const test = useMutation({
    mutationFn: () => api.post<{ url: string }>(`${path}/test`),
    onSuccess: (a) => window.open(a.url, '_blank', 'noopener'),
    onError: (error) => showError('payment', error),
  });
  const modeName = useId();
  if (!draft || !stored) return null;
  const text = textBinder(draft, set);
  const keep = t({ id: 'settings.payment.secret_kept', message: 'Saved. Leave empty to keep it.' });
  /** A secret's field: never filled in, and a hint while a stored secret is kept. */
  const secretField = (key: 'client_secret' | 'signature_key', label: string, isStored: boolean) => (
    <TextField
      label={label}
      {...text(key)}
      serverError={fields[key]}
      type="password"
      autoComplete="new-password"
      hint={isStored ? keep : undefined}
    />
  );
  return (
    <section
      className="card stack settings-card"
      aria-labelledby="settings-payment-heading"
      data-testid="payment-section"
    >
      <h2 id="settings-payment-heading">
        <Trans id="settings.payment.title">Online payment (maib)</Trans>
      </h2>
      <p className="muted">
        <Trans id="settings.payment.intro">
          Guests pay by card, Apple Pay, Google Pay or MIA; the venue gets the order once it is paid.
        </Trans>
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        <Trans id="settings.payment.enabled">Take online payment</Trans>
      </label>
      <fieldset className="settings-payment-mode">
        <legend>
          <Trans id="settings.payment.mode">Mode</Trans>
        </legend>
        <label className="checkbox">
          <input
            type="radio"
            name={modeName}
            checked={draft.mode === 'sandbox'}
            onChange={() => set('mode', 'sandbox')}
          />
          <Trans id="settings.payment.sandbox">Test (sandbox)</Trans>
        </label>
        <label className="checkbox">
          <input type="radio" name={modeName} checked={draft.mode === 'live'} onChange={() => set('mode', 'live')} />
          <Trans id="settings.payment.live">Live payments</Trans>
        </label>
      </fieldset>
      <TextField
        label={t({ id: 'settings.payment.client_id', message: 'Client ID' })}
        {...text('client_id')}
        serverError={fields.client_id}
        autoComplete="off"
      />
      {secretField(
        'client_secret',
        t({ id: 'settings.payment.client_secret', message: 'Client secret' }),
        stored.has_client_secret,
      )}
      {secretField(
        'signature_key',
        t({ id: 'settings.payment.signature_key', message: 'Signature key' }),
        stored.has_signature_key,
      )}
      <div className="row">
        <button type="button" className="button" onClick={() => save.mutate(draft)} disabled={save.isPending}>
          <Trans id="settings.payment.save">Save payment settings</Trans>
        </button>
        {stored.mode === 'sandbox' && stored.enabled && (
          <MutationButton className="button button-secondary" mutation={test}>
            <Trans id="settings.payment.test">Test payment</Trans>
          </MutationButton>
        )}
      </div>
    </section>
  );
}
