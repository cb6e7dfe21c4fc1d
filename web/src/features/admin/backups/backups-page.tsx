import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { useAdminBackupStatusQuery } from './backups.endpoints.ts';
import './backups.css';

const KIB = 1024;

function fileSize(bytes: number, count: (n: number) => string): string {
  if (bytes < KIB * KIB) return `${count(Math.max(1, Math.round(bytes / KIB)))} KB`;
  return `${count(Math.round((bytes / KIB / KIB) * 10) / 10)} MB`;
}

/** The last backup the shop made, and whether nightly backups are on; the runbook is docs/deploy.md. */
export function BackupsPage() {
  const { t } = useTranslation('admin');
  const { instant, count } = useConsoleFormat();
  const { data, isLoading, isError } = useAdminBackupStatusQuery();
  const last = data?.last;
  return (
    <>
      <ConsolePageHead title={t('backups.title')} lead={t('backups.lead')} />
      {isLoading && <p className="backups-note">{t('backups.loading')}</p>}
      {isError && <p role="alert">{t('backups.unavailable')}</p>}
      {data && (
        <section className="backups-card" aria-labelledby="backups-last">
          <h2 id="backups-last" className="backups-card__title">
            {t('backups.last')}
          </h2>
          {last ? (
            <dl className="backups-facts">
              <dt>{t('backups.outcome')}</dt>
              <dd>
                <span className={`backups-badge backups-badge--${last.ok ? 'ok' : 'failed'}`}>
                  {last.ok ? t('backups.ok') : t('backups.failed')}
                </span>
              </dd>
              <dt>{t('backups.when')}</dt>
              <dd>{instant(last.finished_at)}</dd>
              <dt>{t('backups.madeBy')}</dt>
              <dd>{t(`backups.trigger.${last.trigger}`)}</dd>
              <dt>{t('backups.file')}</dt>
              <dd className="backups-file">{last.file}</dd>
              {last.size_bytes !== null && (
                <>
                  <dt>{t('backups.size')}</dt>
                  <dd>{fileSize(last.size_bytes, count)}</dd>
                </>
              )}
              {last.error && (
                <>
                  <dt>{t('backups.error')}</dt>
                  <dd className="backups-file">{last.error}</dd>
                </>
              )}
            </dl>
          ) : (
            <p>{t('backups.none')}</p>
          )}
          <p className="backups-note">{data.nightly ? t('backups.nightlyOn') : t('backups.nightlyOff')}</p>
        </section>
      )}
    </>
  );
}
