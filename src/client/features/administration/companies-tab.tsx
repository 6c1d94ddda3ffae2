import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TARIFFS, type Tariff } from '#shared/constants.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { platformAdminCalls, platformAdminQueries } from './platform-admin-api.ts';
import { ListState } from './list-state.tsx';
import { PlatformAdminTable } from './platform-admin-table.tsx';
import { useTariffNames } from '../../components/ui/tariff-name.tsx';
import { PasswordResetButton } from './password-reset-popup.tsx';

/** Companies and their tariff; changing the select saves at once (audited on the server). */
export function CompaniesTab() {
  const { t } = useLingui();
  const tariffNames = useTariffNames();
  const companies = useQuery(platformAdminQueries.companies());
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: ['administration', 'tariff'],
    mutationFn: ({ id, tariff }: { id: number; tariff: Tariff }) => platformAdminCalls.tariff(id, tariff),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: platformAdminQueries.companies().queryKey });
      showSuccess('administration.tariff', t({ id: 'administration.saved', message: 'Saved' }));
    },
    onError: (error) => showError('administration.tariff', error),
  });
  if (!companies.data) return <ListState query={companies} />;
  return (
    <PlatformAdminTable
      columns={[
        { label: <Trans id="administration.col.company">Company</Trans> },
        { label: <Trans id="administration.col.email">Email</Trans> },
        { label: <Trans id="administration.col.pubs">Pubs</Trans>, numeric: true },
        { label: <Trans id="administration.col.tariff">Tariff</Trans> },
        { label: <Trans id="administration.col.password">Password</Trans> },
      ]}
    >
      {companies.data.map((c) => (
        <tr key={c.id}>
          <td>{c.name}</td>
          <td>{c.email}</td>
          <td className="num">{c.pubs_count}</td>
          <td>
            <select
              className="admin-select"
              aria-label={t({ id: 'administration.tariff_of', message: `Tariff of ${c.name}` })}
              value={c.tariff}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ id: c.id, tariff: e.target.value as Tariff })}
            >
              {TARIFFS.map((tariff) => (
                <option key={tariff} value={tariff}>
                  {tariffNames[tariff]}
                </option>
              ))}
            </select>
          </td>
          <td><PasswordResetButton company={c} /></td>
        </tr>
      ))}
    </PlatformAdminTable>
  );
}
