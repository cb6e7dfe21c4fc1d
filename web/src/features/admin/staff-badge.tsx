import { useTranslation } from 'react-i18next';
import { useStaffSession } from './use-staff-session.ts';

/** Who is signed in, with what role, and the way out. */
export function StaffBadge() {
  const { t } = useTranslation('admin');
  const { staff, signOut } = useStaffSession();
  return (
    <div className="staff-badge">
      {staff && (
        <p className="staff-badge__who">
          <span className="staff-badge__name">{staff.name}</span>
          <span className="staff-badge__role">{t(`roles.${staff.role}`)}</span>
        </p>
      )}
      <button type="button" className="button button--ghost staff-badge__out" onClick={signOut}>
        {t('layout.signOut')}
      </button>
    </div>
  );
}
