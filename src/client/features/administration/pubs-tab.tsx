import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/format.ts';
import { extendDays } from '#shared/schemas/admin.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { platformAdminCalls, platformAdminQueries, type PlatformAdminPub } from './platform-admin-api.ts';
import { InputAction, PlatformAdminList } from './platform-admin-table.tsx';

/** Pubs and their paid period; "extend" adds N days from the later of now and the expiry (docs/product.md D6). */
export function PubsTab() {
  const pubs = useQuery(platformAdminQueries.pubs());
  return (
    <PlatformAdminList
      query={pubs}
      columns={[
        { label: <Trans id="administration.col.pub">Pub</Trans> },
        { label: <Trans id="administration.col.company">Company</Trans> },
        { label: <Trans id="administration.col.expires">Paid until</Trans> },
        { label: <Trans id="administration.col.extend">Extend</Trans> },
      ]}
      row={(p) => <PubRow key={p.id} pub={p} />}
    />
  );
}

/** "30", " 30 " → 30; anything else (−5, 1.5, "abc") → NaN, which the shared rule refuses. */
const daysNumber = (v: string) => (/^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN);
function daysError(v: string): string | null {
  if (v.trim() === '') return 'errors.field_is_required';
  const result = extendDays.safeParse(daysNumber(v));
  return result.success ? null : (result.error.issues[0]?.message ?? 'errors.validation_error');
}

function PubRow({ pub }: { pub: PlatformAdminPub }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [days, setDays] = useState('30');
  const [serverError, setServerError] = useState<string>();
  const extend = useMutation({
    mutationKey: ['administration', 'extend'],
    mutationFn: () => platformAdminCalls.extend(pub.id, daysNumber(days)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: platformAdminQueries.pubs().queryKey });
      showSuccess('administration.extend', t({ id: 'administration.saved', message: 'Saved' }));
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fields?.days : undefined;
      if (field) setServerError(field);
      else showError('administration.extend', error);
    },
  });
  // The typed text is kept as typed (a minus is not silently dropped) and checked by the server's rule.
  const error = daysError(days) ?? serverError;
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
        <InputAction
          label={t({ id: 'administration.days_for', message: `Days for ${pub.name}` })}
          inputMode="numeric"
          value={days}
          onChange={(v) => {
            setServerError(undefined);
            setDays(v);
          }}
          error={error}
          action={<Trans id="administration.extend">Extend</Trans>}
          disabled={Boolean(error) || extend.isPending}
          onAction={() => extend.mutate()}
        />
      </td>
    </tr>
  );
}
