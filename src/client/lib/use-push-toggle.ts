import { useEffect, useState } from 'react';
import { keepSubscribed, pushState, turnOff, turnOn, type PushState, type SubscriptionJson } from './push.ts';

const always = () => true;

/** The device's state as one subscriber's switch shows it: "on" only when the subscription follows it. */
async function stateFor(follows: () => boolean): Promise<PushState> {
  const state = await pushState();
  return state === 'on' && !follows() ? 'off' : state;
}

/**
 * One subscriber's notifications on this device (docs/architecture.md "Web Push"): the true state, the server's
 * copy of the subscription kept fresh while shown, and the tap that turns them on or off. `follows` says whether
 * the device's subscription serves this subscriber (it does unless told): when not, an "on" device reads "off"
 * here and is not registered again for it. `onTurned` hears the state a tap ended in and the one it began in;
 * after a tap that failed, `onError` hears why and the state is read again.
 */
export function usePushToggle(
  register: (subscription: SubscriptionJson) => Promise<void>,
  {
    follows = always,
    onTurned,
    onError,
  }: {
    follows?: () => boolean;
    onTurned?: (next: PushState, before: PushState | null) => void;
    onError: (error: unknown) => void;
  },
): { state: PushState | null; busy: boolean; toggle: () => Promise<void> } {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    void stateFor(follows).then((s) => alive && setState(s));
    const stop = follows() ? keepSubscribed(register) : () => undefined;
    return () => {
      alive = false;
      stop();
    };
  }, [register, follows]);

  const toggle = async () => {
    setBusy(true);
    try {
      let next: PushState = 'off';
      if (state === 'on') await turnOff();
      else next = await turnOn(register);
      onTurned?.(next, state);
      setState(next);
    } catch (error) {
      onError(error);
      setState(await stateFor(follows));
    } finally {
      setBusy(false);
    }
  };
  return { state, busy, toggle };
}
