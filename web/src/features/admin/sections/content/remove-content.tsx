import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { useAdminContentDeleteMutation } from '../manage.endpoints.ts';

interface RemoveContentProps {
  kind: 'section_item' | 'blog_post';
  id: number;
  /** What the shop calls it on screen ("Item 2", a post's title), named in the button and the question. */
  name: string;
  /** Called once the server has removed it (the list refreshes through the AdminContent tag). */
  onRemoved?: () => void;
}

/**
 * "Remove …" for a saved section item or blog post: asks first in a dialog, which stays open and
 * busy while the call runs and shows a refusal in the language on screen.
 */
export function RemoveContent({ kind, id, name, onRemoved }: RemoveContentProps) {
  const { t } = useTranslation('admin-manage');
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading, error, reset }] = useAdminContentDeleteMutation();
  const close = () => {
    if (isLoading) return;
    reset();
    setAsking(false);
  };
  const confirm = async () => {
    if (isLoading) return;
    const result = await remove({ kind, id });
    if (!result.error) {
      setAsking(false);
      onRemoved?.();
    }
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {t('content.remove.button', { name })}
      </button>
      {asking && (
        <Dialog
          className="console-dialog"
          title={t(`content.remove.title.${kind}`)}
          onClose={close}
          busy={isLoading}
        >
          {/* No <form> here: the dialog sits inside the item's own form, and a nested form's submit
              would bubble to it and save the item being removed. */}
          <div className="console-stack">
            <p>{t(`content.remove.question.${kind}`, { name })}</p>
            <ConsoleOutcome error={error} />
            <div className="console-dialog__buttons">
              <button type="button" className="button button--ghost" disabled={isLoading} onClick={close}>
                {t('content.remove.keep')}
              </button>
              <button
                type="button"
                className="button"
                disabled={isLoading}
                onClick={confirm}
                aria-busy={isLoading || undefined}
              >
                {isLoading && <span className="spinner" aria-hidden="true" />}
                {isLoading ? t('content.remove.working') : t('content.remove.confirm')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
