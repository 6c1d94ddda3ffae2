import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TARIFFS, type Tariff } from '#shared/constants.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { ActionRow } from '../../components/ui/popup-actions.tsx';
import { platformAdminCalls, platformAdminQueries, type PlatformAdminCompany } from './platform-admin-api.ts';
import { PlatformAdminList } from './platform-admin-table.tsx';
import { useTariffNames } from '../../components/ui/tariff-name.tsx';
import { PasswordResetButton } from './password-reset-popup.tsx';

/** Companies and their tariff; a tariff picked in the select is saved only once confirmed (audited on the server). */
export function CompaniesTab() {
  const companies = useQuery(platformAdminQueries.companies());
  return (
    <PlatformAdminList
      query={companies}
      columns={[
        { label: <Trans id="administration.col.company">Company</Trans> },
        { label: <Trans id="administration.col.email">Email</Trans> },
        { label: <Trans id="administration.col.pubs">Pubs</Trans>, numeric: true },
        { label: <Trans id="administration.col.tariff">Tariff</Trans> },
        { label: <Trans id="administration.col.password">Password</Trans> },
      ]}
      row={(c) => <CompanyRow key={c.id} company={c} />}
    />
  );
}

function CompanyRow({ company: c }: { company: PlatformAdminCompany }) {
  const { t } = useLingui();
  const tariffNames = useTariffNames();
  const queryClient = useQueryClient();
  // The tariff picked and waiting for the confirmation; the select shows the saved one until then.
  const [picked, setPicked] = useState<Tariff | null>(null);
  const save = useMutation({
    mutationKey: ['administration', 'tariff'],
    mutationFn: (tariff: Tariff) => platformAdminCalls.tariff(c.id, tariff),
    onSuccess: async () => {
      setPicked(null);
      await queryClient.invalidateQueries({ queryKey: platformAdminQueries.companies().queryKey });
      showSuccess('administration.tariff', t({ id: 'administration.saved', message: 'Saved' }));
    },
    onError: (error) => showError('administration.tariff', error),
  });
  const from = tariffNames[c.tariff];
  const to = picked ? tariffNames[picked] : '';
  return (
    <tr>
      <td>{c.name}</td>
      <td>{c.email}</td>
      <td className="num">{c.pubs_count}</td>
      <td>
        <select
          className="admin-select"
          aria-label={t({ id: 'administration.tariff_of', message: `Tariff of ${c.name}` })}
          value={c.tariff}
          disabled={save.isPending}
          onChange={(e) => {
            const next = e.target.value as Tariff;
            if (next !== c.tariff) setPicked(next);
          }}
        >
          {TARIFFS.map((tariff) => (
            <option key={tariff} value={tariff}>
              {tariffNames[tariff]}
            </option>
          ))}
        </select>
        <Popup
          open={picked !== null}
          onClose={() => setPicked(null)}
          title={t({ id: 'administration.tariff_title', message: 'Change the tariff?' })}
        >
          <p>
            <Trans id="administration.tariff_question">
              The tariff of {c.name} changes from <strong>{from}</strong> to <strong>{to}</strong>. It applies at once.
            </Trans>
          </p>
          <ActionRow
            label={<Trans id="administration.tariff_confirm">Change the tariff</Trans>}
            onAction={() => picked && save.mutate(picked)}
            disabled={save.isPending}
            leave="cancel"
            onLeave={() => setPicked(null)}
          />
        </Popup>
      </td>
      <td>
        <PasswordResetButton company={c} />
      </td>
    </tr>
  );
}
