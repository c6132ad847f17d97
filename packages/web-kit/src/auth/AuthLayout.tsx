import type { ReactNode } from 'react';
import { BrandLogo } from '../shell/BrandLogo';
import { useDocumentTitle } from '../shell/use-document-title';
import { LightRoot } from '../ui/LightRoot';
import { AuthLanguageSwitch } from './AuthLanguageSwitch';

export interface AuthLayoutProps {
  /** i18n key of the card's title (also the document title). */
  titleKey: string;
  /** Header items beside the language switch (help, client download). */
  actions?: ReactNode;
  /** Hides the language switch (the admin sign-in is Chinese only). */
  fixedLanguage?: boolean;
  width?: number;
  /** Card height (the IoT wizard's step heights); content scrolls inside when taller. */
  height?: number;
  children: ReactNode;
}

/**
 * The frame of every auth screen: brand bar with language switch, and one centred card. Plain React and
 * CSS, so the sign-in page shows without antd; the antd forms of the other auth screens sit in it alike.
 */
export function AuthLayout({
  titleKey,
  actions,
  fixedLanguage,
  width = 420,
  height,
  children,
}: AuthLayoutProps) {
  const { title, product } = useDocumentTitle(titleKey);

  return (
    <LightRoot className="fk-auth">
      <header className="fk-auth-bar">
        <span className="fk-auth-brand">
          <BrandLogo size={28} />
          {product}
        </span>
        <span className="fk-auth-actions" data-testid="auth-actions">
          {actions}
          {!fixedLanguage && <AuthLanguageSwitch />}
        </span>
      </header>
      <main className="fk-auth-main">
        <div
          className="fk-card"
          style={{ width, height, overflowY: height ? 'auto' : undefined }}
          data-testid="auth-card"
        >
          <h1 className="fk-card-title" data-testid="page-title">
            {title}
          </h1>
          {children}
        </div>
      </main>
    </LightRoot>
  );
}
