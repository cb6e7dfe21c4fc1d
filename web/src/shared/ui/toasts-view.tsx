import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { dismissToast, useToasts } from './toast-store.ts';

/**
 * Bottom-center, gone after 5 s, click to dismiss. The live region always exists, so a
 * screen reader hears a toast the moment it is added.
 */
export function ToastsView() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={`toast toast--${toast.kind}`}
          onClick={() => dismissToast(toast.id)}
        >
          <span className="toast__mark" aria-hidden="true">
            {toast.kind === 'success' ? '✓' : '!'}
          </span>
          <span className="toast__text">{toast.text}</span>
          <Icon name="close" className="toast__close" />
          <span className="visually-hidden">{t('layout.toasts.dismiss')}</span>
        </button>
      ))}
    </div>
  );
}
