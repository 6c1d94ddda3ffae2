import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/format.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { adminCalls, adminQueries, type AdminPub } from './admin-api.ts';
import { ListState } from './list-state.tsx';
import { AdminTable } from './admin-table.tsx';

/** Pubs and their paid period; "extend" adds N days from the later of now and the expiry (DESIGN.md §6). */
export function PubsTab() {
  const pubs = useQuery(adminQueries.pubs());
  if (!pubs.data) return <ListState query={pubs} />;
  return (
    <AdminTable
      columns={[
        { label: <Trans id="administration.col.pub">Pub</Trans> },
        { label: <Trans id="administration.col.company">Company</Trans> },
        { label: <Trans id="administration.col.expires">Paid until</Trans> },
        { label: <Trans id="administration.col.extend">Extend</Trans> },
      ]}
    >
      {pubs.data.map((p) => (
        <PubRow key={p.id} pub={p} />
      ))}
    </AdminTable>
  );
}

function PubRow({ pub }: { pub: AdminPub }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [days, setDays] = useState('30');
  const extend = useMutation({
    mutationKey: ['administration', 'extend'],
    mutationFn: () => adminCalls.extend(pub.id, Number(days)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQueries.pubs().queryKey });
      showSuccess('administration.extend', t({ id: 'administration.saved', message: 'Saved' }));
    },
    onError: (error) => showError('administration.extend', error),
  });
  const valid = /^\d+$/.test(days) && Number(days) > 0;
  return (
    <tr>
      <td>{pub.name}</td>
      <td>{pub.company_name}</td>
      <td>
        {formatDateTime(pub.expiration_time_utc, i18n.locale)}{' '}
        {pub.expired && (
          <span className="badge badge-danger">
            <Trans id="administration.expired">Expired</Trans>
          </span>
        )}
      </td>
      <td>
        <div className="row">
          <input
            className="admin-input"
            inputMode="numeric"
            aria-label={t({ id: 'administration.days_for', message: `Days for ${pub.name}` })}
            value={days}
            onChange={(e) => setDays(e.target.value.replace(/[^\d]/g, ''))}
          />
          <button type="button" className="button button-small" disabled={!valid || extend.isPending} onClick={() => extend.mutate()}>
            <Trans id="administration.extend">Extend</Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}
