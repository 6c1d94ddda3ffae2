import { useEffect, useState } from 'react';
import { api, ensureToken, ApiError } from '../../lib/api-client.ts';
import { clearSession, getSession, setToken, subscribeSession } from '../../lib/session.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import { loginGuestAccount, registerGuestAccount } from './api.ts';

/**
 * The optional guest account (docs/product.md D7). A flag in localStorage remembers that this browser has
 * one, so the guest page asks for a token (refresh cookie) only then, never for every visitor.
 */
function hasFlag(): boolean {
  return readStored(STORAGE_KEYS.guestAccount) === '1';
}
/** In private mode the account lasts for this page only. */
function setFlag(on: boolean): void {
  writeStored(STORAGE_KEYS.guestAccount, on ? '1' : null);
}

export function useGuestSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(() => getSession().role === 'client');
  useEffect(() => {
    const off = subscribeSession((s) => setSignedIn(s.role === 'client'));
    if (hasFlag() && getSession().role !== 'client') {
      void ensureToken().then((ok) => {
        if (!ok || getSession().role !== 'client') setFlag(false);
      });
    }
    return () => {
      off();
    };
  }, []);
  return signedIn;
}

/** Creates the account, or signs in when this phone already has one (with the same password). */
export async function keepAccount(phone: string, password: string, name: string): Promise<void> {
  let answer;
  try {
    answer = await registerGuestAccount({ phone, password, name });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    answer = await loginGuestAccount({ phone, password });
  }
  setToken(answer.accesstoken);
  setFlag(true);
}

export async function signOutGuest(): Promise<void> {
  await api.post('/api/auth/logout', undefined, { noRefresh: true }).catch(() => undefined);
  clearSession();
  setFlag(false);
}
