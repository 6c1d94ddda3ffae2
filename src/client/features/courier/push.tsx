import { useCallback, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PushLanguage } from '#shared/schemas/push.ts';
import { PushSwitch } from '../../components/push-switch.tsx';
import { api } from '../../lib/api-client.ts';
import { keepSubscribed, type SubscriptionJson } from '../../lib/push.ts';

/** Registers this phone's push subscription for the signed-in courier, in the screen's language. */
function useCourierPushRegister() {
  const { i18n } = useLingui();
  const lang = (i18n.locale === 'ru' ? 'ru' : 'ro') satisfies PushLanguage;
  return useCallback(
    (subscription: SubscriptionJson) =>
      api.post('/api/push/subscriptions', { ...subscription, lang }).then(() => undefined),
    [lang],
  );
}

/** The courier profile's notifications switch. */
export function CourierPushSwitch() {
  return <PushSwitch what="courier" register={useCourierPushRegister()} />;
}

/** On every start of the courier app: a subscribed phone registers again (and after the browser renews it). */
export function useCourierPushKeeper() {
  const register = useCourierPushRegister();
  useEffect(() => keepSubscribed(register), [register]);
}
