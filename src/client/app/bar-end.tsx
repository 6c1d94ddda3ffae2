import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LogoutButton } from './logout-button.tsx';

/**
 * The end of an area's bar (admin, company, pub): a spacer, then the language switcher and the logout button;
 * `children` is the logout's label in the area's words, `logoutClassName` the button's own class.
 */
export function BarEnd({ logoutClassName, children }: { logoutClassName?: string; children: ReactNode }) {
  return (
    <>
      <span className="spacer" />
      <LanguageSwitcher />
      <LogoutButton className={logoutClassName}>{children}</LogoutButton>
    </>
  );
}
