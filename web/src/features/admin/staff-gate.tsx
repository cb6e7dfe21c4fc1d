import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Preloader } from '../../shared/ui/preloader.tsx';
import { ToastsView } from '../../shared/ui/toasts-view.tsx';
import { StaffLogin } from './staff-login.tsx';
import { useStaffSession, useStaffToken } from './use-staff-session.ts';

/** Waits for admin_me; a refused token is forgotten by the base query, which brings back sign-in. */
function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { me } = useStaffSession();
  if (me.data) return children;
  if (me.isError && !me.isFetching)
    return (
      <main className="console-problem">
        <p role="alert">{t('layout.unreachable')}</p>
        <button type="button" className="button" onClick={() => void me.refetch()}>
          {t('layout.retry')}
        </button>
      </main>
    );
  return <Preloader />;
}

/** Signed out (or refused): the sign-in screen; signed in: the console. */
export function StaffGate({ children }: { children: ReactNode }) {
  const token = useStaffToken();
  return (
    <>
      {token ? <SignedIn key={token}>{children}</SignedIn> : <StaffLogin />}
      <ToastsView />
    </>
  );
}
