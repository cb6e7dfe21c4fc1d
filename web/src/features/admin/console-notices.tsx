import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from './console-paths.ts';
import { useStaffRole } from './use-staff-session.ts';

function Notice({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('admin');
  return (
    <section className="console-notice">
      <h1>{title}</h1>
      <p>{body}</p>
      <Link className="button" to={adminPaths.dashboard()}>
        {t('layout.backToDashboard')}
      </Link>
    </section>
  );
}

/** A section for owners only: a staff member who follows a link there is told so (the server refuses too). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  if (useStaffRole() === 'owner') return children;
  return <Notice title={t('layout.ownerOnly.title')} body={t('layout.ownerOnly.body')} />;
}

export function ConsoleNotFound() {
  const { t } = useTranslation('admin');
  return <Notice title={t('layout.notFound.title')} body={t('layout.notFound.body')} />;
}
