import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import './auth.css';

/** The frame of the sign-in screens: the product name, the RU / RO switcher and one centred card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="auth-screen">
      <header className="auth-top">
        <span className="auth-brand" translate="no">
          {BRAND}
        </span>
        <LanguageSwitcher className="lang-switch-light" />
      </header>
      <main className="auth-card card">
        <h1>{title}</h1>
        {subtitle && <p className="muted auth-subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}

/** A proper name, the same in every language. */
const BRAND = 'Tavola';
