import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header';
import { LoadingPage } from './pages';
import { SignatureGate } from './signature-gate';

/** The page frame around every non-chromeless route: header, content, signature request. */
export function ShellLayout({ productName }: { productName?: string }) {
  return (
    <div className="sr-shell">
      <a href="#sr-main" className="sr-skip-link sr-print-hide">
        Skip to content
      </a>
      <Header productName={productName} />
      <main id="sr-main" className="sr-shell-main" tabIndex={-1}>
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      </main>
      <SignatureGate />
    </div>
  );
}
