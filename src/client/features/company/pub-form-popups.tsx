import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { pubNameField, pubUrlNameField } from '#shared/schemas/pub.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import { SERVER_ERRORS } from '#shared/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { showError } from '../../lib/alerts.ts';
import { useCreatePub, useUpdatePub, type Pub } from './api.ts';
import { companyPopupAtom } from './atoms.ts';
import { badUrlChars, suggestUrlName, typedUrlName } from './url-name.ts';
import { WORDS } from '../../components/ui/words.ts';
import { PopupActions } from '../../components/ui/popup-actions.tsx';

const nameRules = [fieldValidator(pubNameField)];
const urlRules = [fieldValidator(pubUrlNameField)];

/** The venue's name, the same field in the create and the edit popup: first in the form, the pub's name rule. */
function VenueNameField(props: {
  value: string;
  onChange: (v: string) => void;
  serverError?: string;
  showErrors?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t({ id: 'company.field.name', message: 'Venue name' })}
      value={props.value}
      onChange={props.onChange}
      validators={nameRules}
      showErrors={props.showErrors}
      serverError={props.serverError}
      autoFocus
    />
  );
}

/** Create pub (docs/product.md S2, S5): name and url_name with the pub validators; blocked while invalid. */
export function CreatePubPopup({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useLingui();
  const setPopup = useSetAtom(companyPopupAtom);
  const create = useCreatePub(companyId);
  const [name, setName] = useState('');
  const [urlName, setUrlName] = useState('');
  const [urlEdited, setUrlEdited] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const valid = allValid([
    [name, nameRules],
    [urlName, urlRules],
  ]);
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  const shownUrl = urlName || '…';
  const bad = badUrlChars(urlName);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (!valid) return;
    create.mutate(
      { name: name.trim(), url_name: urlName },
      {
        onSuccess: () => setPopup(null),
        onError: (error) => {
          // Over the tariff's limit the owner needs the way to upgrade, not an error (docs/product.md S2 popups).
          if (error instanceof ApiError && error.err === SERVER_ERRORS.pubLimitExceeded) setPopup({ kind: 'upgrade' });
          else showError('pubs.create_pub', error);
        },
      },
    );
  };

  return (
    <Popup open title={<Trans id="company.create.title">New venue</Trans>} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <VenueNameField
          value={name}
          onChange={(v) => {
            setName(v);
            if (!urlEdited) setUrlName(suggestUrlName(v));
          }}
          showErrors={showErrors}
          serverError={fields.name}
        />
        <TextField
          label={t({ id: 'company.field.url_name', message: 'Link name' })}
          value={urlName}
          onChange={(v) => {
            setUrlEdited(true);
            setUrlName(typedUrlName(v));
          }}
          validators={urlRules}
          // Says which characters are wrong; the rule itself is the line under the field.
          errorText={
            bad.length
              ? t({ id: 'company.create.url_bad_chars', message: `Not allowed in a link: ${bad.join(' ')}` })
              : undefined
          }
          showErrors={showErrors || urlEdited}
          serverError={fields.url_name}
          spellCheck={false}
          autoCapitalize="none"
        />
        <p className="muted popup-hint">
          <Trans id="company.create.url_hint">
            Guests open your menu at /pub/{shownUrl}/ — lowercase letters, digits and hyphens.
          </Trans>
        </p>
        <PopupActions
          pending={create.isPending}
          disabled={!valid}
          onClose={onClose}
          submit={<Trans id="company.create.submit">Create</Trans>}
        />
      </form>
    </Popup>
  );
}

/** Quick edit of a pub's name and address from its card (the rest is edited in the pub area). */
export function EditPubPopup({ companyId, pub, onClose }: { companyId: number; pub: Pub; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdatePub(companyId);
  const [name, setName] = useState(pub.name);
  const [address, setAddress] = useState(pub.address);
  const valid = allValid([[name, nameRules]]);
  const fields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) update.mutate({ pub, name: name.trim(), address: address.trim() }, { onSuccess: onClose });
  };

  return (
    <Popup open title={<Trans id="company.edit.title">Edit venue</Trans>} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <VenueNameField value={name} onChange={setName} serverError={fields.name} />
        <TextField
          label={t({ id: 'company.field.address', message: 'Address' })}
          value={address}
          onChange={setAddress}
          serverError={fields.address}
          maxLength={500}
          autoComplete="street-address"
        />
        <PopupActions pending={update.isPending} disabled={!valid} onClose={onClose} submit={i18n._(WORDS.save)} />
      </form>
    </Popup>
  );
}
