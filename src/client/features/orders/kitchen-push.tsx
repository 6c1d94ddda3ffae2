import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PushLanguage } from '#shared/schemas/push.ts';
import { PushSwitch } from '../../components/push-switch.tsx';
import { api } from '../../lib/api-client.ts';
import type { SubscriptionJson } from '../../lib/push.ts';

/** The kitchen board's notifications switch: this device hears the pub's waiting and scheduled orders. */
export function KitchenPushSwitch({ pubId }: { pubId: number }) {
  const { i18n } = useLingui();
  const lang = (i18n.locale === 'ru' ? 'ru' : 'ro') satisfies PushLanguage;
  const register = useCallback(
    (subscription: SubscriptionJson) =>
      api.post('/api/push/subscriptions', { ...subscription, lang, pub_id: pubId }).then(() => undefined),
    [lang, pubId],
  );
  return <PushSwitch what="kitchen" register={register} compact />;
}
