import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Preloader } from '../../shared/ui/preloader.tsx';
import { ToastsView } from '../../shared/ui/toasts-view.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useCssChunkError } from './preload-error.ts';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { TopBar } from './top-bar.tsx';
import { WhenPageHydrated } from './when-page-hydrated.tsx';
import './shell.css';

/** Every new path starts at the top of the page. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // A block body on purpose: newer Chromium returns a promise from scrollTo, and an effect that
  // returns anything but a cleanup function crashes React when the page unmounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to scroll
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

function Shell() {
  const { t } = useTranslation();
  useScrollToTopOnNavigate();
  const cssError = useCssChunkError();
  // Thrown during render so the error page shows it (app-routes.tsx), like a failed script chunk.
  if (cssError) throw cssError;

  return (
    <div className="shell" id="top" tabIndex={-1}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <TopBar />
      <Header />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<Preloader />}>
          <Outlet />
          <WhenPageHydrated />
        </Suspense>
      </main>
      <Footer />
      <ScrollTopButton />
      <ToastsView />
    </div>
  );
}

/** The root route's element: the storefront shell around every page. */
export function Layout() {
  return (
    <Suspense fallback={<Preloader />}>
      <Shell />
    </Suspense>
  );
}
