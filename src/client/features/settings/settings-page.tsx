import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { getSession } from '../../lib/session.ts';
import { showError } from '../../lib/alerts.ts';
import { SwitchField } from '../../components/ui/choice-fields.tsx';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { settingsQueries, usePreorder, useUploadBg, type PreorderChoice, type SettingsPub } from './api.ts';
import { VenueSection } from './pub-settings-form.tsx';
import { StaffLogins } from './staff-logins.tsx';
import { KitchenSettingsSection } from './kitchen-settings.tsx';
import { TimeSettingsSection } from './time-settings.tsx';
import { TelegramSection } from './telegram-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { useSettingsDraft } from './use-settings-draft.ts';
import './settings.css';
import { WORDS } from '../../components/ui/words.ts';
import { SaveBar } from '../../components/ui/save-bar.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const route = getRouteApi('/admin/pub/$pubID/settings');

/**
 * Pub settings (docs/product.md S7 "Pubs"): venue and kitchen fields in one draft with one Save bar, cover image and
 * preorder payments (saved as they change), online payment and Telegram alerts (each saved by its own button), then staff logins. Two columns on a wide screen.
 */
export function SettingsPage() {
  const { i18n } = useLingui();
  const pubId = Number(route.useParams().pubID);
  const pub = useQuery(settingsQueries.pub(pubId));
  useEffect(() => {
    if (pub.error) showError('pub', pub.error);
  }, [pub.error]);

  return (
    <main className="page settings-page">
      <nav className="row">
        <Link to="/admin/pub/$pubID" params={{ pubID: String(pubId) }}>
          <Trans id="settings.back_to_pub">← Back to the venue</Trans>
        </Link>
      </nav>
      <h1>
        <Trans id="settings.title">Settings</Trans>
      </h1>
      {!pub.data ? (
        pub.isPending && <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />
      ) : (
        // Keyed by the loaded pub, so the draft restarts from the server's values for another pub.
        <SettingsSections key={pub.data.id} pub={pub.data} />
      )}
      <TitledSection className="settings-staff" title={<Trans id="settings.staff.title">Staff logins</Trans>}>
        <StaffLogins companyId={getSession().companyId} pubId={pubId} />
      </TitledSection>
    </main>
  );
}

function SettingsSections({ pub }: { pub: SettingsPub }) {
  const { form, set, fields, save, discard, dirty, saving } = useSettingsDraft(pub);
  const props = { form, set, fields };
  return (
    <>
      <div className="settings-columns">
        <div className="stack">
          <VenueSection {...props} />
        </div>
        <div className="stack">
          <KitchenSettingsSection {...props} />
          <TimeSettingsSection {...props} />
          <PreorderSection pub={pub} />
          <CoverSection pub={pub} />
          <PaymentSection companyId={getSession().companyId} pubId={pub.id} />
          <TelegramSection companyId={getSession().companyId} pubId={pub.id} />
        </div>
      </div>
      <SaveBar dirty={dirty} saving={saving} onSave={save} onDiscard={discard} />
    </>
  );
}

function CoverSection({ pub }: { pub: SettingsPub }) {
  const { t } = useLingui();
  const upload = useUploadBg(pub.id);
  return (
    <TitledSection className="card stack settings-card" title={<Trans id="settings.cover.title">Cover image</Trans>}>
      <div className="settings-cover">
        {pub.bg_image_file_name && (
          <img
            src={`/api-static/images/pubs/bgs/${pub.bg_image_file_name}`}
            alt={t({ id: 'settings.cover.alt', message: 'Current cover image' })}
          />
        )}
      </div>
      <div className="row">
        <ImageUpload
          label={t({ id: 'settings.cover.upload', message: 'Upload cover image' })}
          onFile={(file) => upload.mutate(file)}
          disabled={upload.isPending}
          className="button button-secondary"
        />
      </div>
    </TitledSection>
  );
}

/** Which payment types guests may choose when ordering ahead (POST {pubID}/preorder). */
function PreorderSection({ pub }: { pub: SettingsPub }) {
  const preorder = usePreorder(pub.id);
  // Shown at once when switched (a controlled checkbox would snap back until the call is pending);
  // a failure returns to what the server holds.
  const [value, setValue] = useState<PreorderChoice>(pub.preorder);
  const { card_preorder: card, cash_preorder: cash } = pub.preorder;
  useEffect(() => setValue({ card_preorder: card, cash_preorder: cash }), [card, cash]);
  const toggle = (key: keyof PreorderChoice, on: boolean) => {
    const next = { ...value, [key]: on };
    setValue(next);
    preorder.mutate(next, { onError: () => setValue({ card_preorder: card, cash_preorder: cash }) });
  };
  return (
    <TitledSection
      className="card stack settings-card"
      title={<Trans id="settings.preorder.title">Payment for orders</Trans>}
    >
      <SwitchField
        label={<Trans id="settings.preorder.card">Card payment</Trans>}
        checked={value.card_preorder}
        disabled={preorder.isPending}
        onChange={(on) => toggle('card_preorder', on)}
      />
      <SwitchField
        label={<Trans id="settings.preorder.cash">Cash payment</Trans>}
        checked={value.cash_preorder}
        disabled={preorder.isPending}
        onChange={(on) => toggle('cash_preorder', on)}
      />
    </TitledSection>
  );
}
