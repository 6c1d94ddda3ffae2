import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_COLORS } from '#shared/constants.ts';
import { refreshToken } from '../../lib/api-client.ts';
import { clearSession } from '../../lib/session.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { showError } from '../../lib/alerts.ts';
import { writeStored, STORAGE_KEYS } from '../../lib/storage/keys.ts';
import { platformAdminQueries, enterPub, type PlatformAdminOrder } from './platform-admin-api.ts';
import { useStatusLabels } from '../../components/ui/order-status.tsx';
import { PlatformAdminTable } from './platform-admin-table.tsx';
import { WORDS } from '../../components/ui/words.ts';

/**
 * The in-process orders of every pub (docs/product.md S2, S6): every in-process order of every pub. Opening one asks for
 * the pub's refresh token; on success the platform admin's access token is dropped, the pub's session is
 * refreshed in, and the browser goes to that pub's board.
 */
export function InProcessOrders() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const statusNames = useStatusLabels();
  const enter = useMutation({
    mutationKey: ['administration', 'enter-pub'],
    mutationFn: (pubId: number) => enterPub(pubId),
    onSuccess: async (_answer, pubId) => {
      clearSession();
      queryClient.clear();
      if (!(await refreshToken())) return showError('administration.enter_pub', null);
      try {
        // The pub pages offer the way back while this mark is set.
        writeStored(STORAGE_KEYS.platformAdminReturn, '1', 'session');
      } catch {
        // Without storage the way back is the login screen.
      }
      await navigate({ to: '/admin/pub/$pubID/orders', params: { pubID: String(pubId) }, search: { filter: undefined } });
    },
    onError: (error) => showError('administration.enter_pub', error),
  });
  // While switching sessions the platform admin list must not refetch with the pub's token.
  const orders = useQuery({ ...platformAdminQueries.orders(), enabled: !enter.isPending && !enter.isSuccess });
  const pubName = (o: PlatformAdminOrder) => o.pub_name ?? o.pub?.name ?? `#${o.pub_id}`;
  return (
    <>
      {orders.isPending ? (
        <div className="spinner" role="progressbar" aria-label={i18n._(WORDS.loading)} />
      ) : orders.isError ? (
        <p className="card" role="alert">
          <Trans id="administration.load_error">Could not load the orders.</Trans>
        </p>
      ) : orders.data.length === 0 ? (
        <p className="card muted">
          <Trans id="administration.empty">No orders in process</Trans>
        </p>
      ) : (
        <PlatformAdminTable
          columns={[
            { label: <Trans id="administration.col.pub">Pub</Trans> },
            { label: <Trans id="administration.col.number">No.</Trans> },
            { label: <Trans id="administration.col.status">Status</Trans> },
            { label: <Trans id="administration.col.created">Created</Trans> },
            { label: <Trans id="administration.col.total">Total</Trans>, numeric: true },
          ]}
        >
          {orders.data.map((o) => (
            <tr key={o.id}>
              <td>
                <button type="button" className="link-button" disabled={enter.isPending} onClick={() => enter.mutate(o.pub_id)}>
                  {t({ id: 'administration.open_pub', message: `Open ${pubName(o)}` })}
                </button>
              </td>
              <td>{o.number}</td>
              <td>
                <span className="badge admin-status" data-status={o.status} style={{ background: STATUS_COLORS[o.status] }}>
                  {statusNames[o.status] ?? o.status}
                </span>
              </td>
              <td>{formatDateTime(o.created_time, i18n.locale)}</td>
              <td className="num">{formatMoney(o.total_dishes_price_without_commission)}</td>
            </tr>
          ))}
        </PlatformAdminTable>
      )}
    </>
  );
}
