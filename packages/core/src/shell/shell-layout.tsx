import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AccountNotices } from './account-notices';
import { CommandPaletteHost } from './command-palette-host';
import { Header } from './header';
import { LoadingPage } from './pages';
import { SignatureGate } from './signature-gate';

/**
 * The page frame around every non-chromeless route: skip link, header, content, signature
 * request, and the keyboard shortcuts (Ctrl/Cmd+K command palette, `/`, `?`).
 */
export function ShellLayout({ productName }: { productName?: string }) {
  return (
    <div className="sr-shell">
      <a href="#sr-main" className="sr-skip-link sr-print-hide">
        Skip to content
      </a>
      <Header productName={productName} />
      <AccountNotices />
      <main id="sr-main" className="sr-shell-main" tabIndex={-1}>
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      </main>
      <SignatureGate />
      <CommandPaletteHost />
    </div>
  );
}
