import type { ReactNode } from 'react';
import { LogoutIcon } from '../components/ui/icons.tsx';
import { useLogout } from './use-logout.ts';

/** The areas' bars' logout button (see `useLogout`); `children` is its label in the area's words. */
export function LogoutButton({ className = '', children }: { className?: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <button
      type="button"
      className={`button button-small bar-logout ${className}`.trimEnd()}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      <LogoutIcon />
      {children}
    </button>
  );
}
