import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths.ts';
import { Preloader } from '../../shared/ui/preloader.tsx';
import { LOGO_SRC } from './logo.tsx';
import { WhenPageHydrated } from './when-page-hydrated.tsx';
import './shell.css';

/** A missing script chunk (ChunkLoadError) or stylesheet (CSS_CHUNK_LOAD_FAILED) is cured by a reload. */
function needsReload(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const reload = needsReload(error);
  // An unexpected failure is a bug worth seeing in the console; a stale chunk is not.
  useEffect(() => {
    if (!reload) console.error(error);
  }, [error, reload]);
  return (
    <main className="route-error" id="main">
      <img className="route-error__mark" src={LOGO_SRC} alt="" width="240" height="240" />
      <h1>{t(reload ? 'layout.error.chunkTitle' : 'layout.error.title')}</h1>
      <p>{t(reload ? 'layout.error.chunkBody' : 'layout.error.body')}</p>
      {reload ? (
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('layout.error.reload')}
        </button>
      ) : (
        <a className="button" href={paths.home()}>
          {t('layout.error.home')}
        </a>
      )}
    </main>
  );
}

/**
 * The error page of a page that failed (app-routes.tsx): it replaces the whole shell, so it stands
 * on its own. The home link is a full page load on purpose, to start again from a clean state. A page
 * that fails while it hydrates has no shell to mark it hydrated, so this one does: its reload button
 * answers (styles/hydrating.css).
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<Preloader />}>
      <ErrorMessage error={error} />
      <WhenPageHydrated />
    </Suspense>
  );
}
