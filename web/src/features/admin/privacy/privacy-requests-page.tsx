import type { AdminPrivacyRequest } from '@shop/contract/admin/privacy-admin.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ConsoleTabs } from '../console-tabs.tsx';
import { PagedList, useFilteredPages } from '../paged-list.tsx';
import { TextField } from '../sections/console-fields.tsx';
import { useAdminPrivacyRequestCloseMutation, useAdminPrivacyRequestsQuery } from './privacy.endpoints.ts';
import './privacy-requests.css';

const PAGE_SIZE = 25;

/** Open data access and correction requests, the nearest 40-day deadline first, and closing them. */
export function PrivacyRequestsPage() {
  const { t } = useTranslation('admin');
  const {
    filter: status,
    setFilter: setStatus,
    pages,
    rows,
  } = useFilteredPages<'open' | 'closed'>('open', PAGE_SIZE);
  const query = useAdminPrivacyRequestsQuery({ status, ...rows });
  return (
    <>
      <ConsolePageHead title={t('privacy.title')} lead={t('privacy.lead')} />
      <ConsoleTabs
        label={t('privacy.status')}
        options={(['open', 'closed'] as const).map((s) => ({ value: s, text: t(`privacy.statuses.${s}`) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList query={query} rowsOf={(data) => data.requests} emptyText={t('privacy.empty')} pages={pages}>
        {(data, busy) => (
          <ol className="privacy-queue" aria-busy={busy}>
            {data.requests.map((request) => (
              <RequestCard key={request.id} request={request} onClosed={query.refetch} />
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}

function RequestCard({ request, onClosed }: { request: AdminPrivacyRequest; onClosed: () => void }) {
  const { t } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const [note, setNote] = useState('');
  const [close, { isLoading }] = useAdminPrivacyRequestCloseMutation();
  const late = request.status === 'open' && request.days_left < 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await close({ request_id: request.id, note })
        .unwrap()
        .then(() => true)
        .catch(() => false)
    )
      onClosed();
  };
  return (
    <li className="console-card privacy-queue__item">
      <p className="privacy-queue__head">
        <span className="console-table__strong">{t(`privacy.kinds.${request.kind}`)}</span>
        <span>
          {request.member_name || t('privacy.deletedMember')}
          {request.member_email ? ` (${request.member_email})` : ''}
        </span>
        <span className="console-table__soft">{instant(request.created_at)}</span>
      </p>
      <p className="privacy-queue__details">{request.details}</p>
      {request.status === 'open' ? (
        <>
          <p className={late ? 'privacy-queue__due privacy-queue__due--late' : 'privacy-queue__due'}>
            {late
              ? t('privacy.late', { date: request.due_date, count: -request.days_left })
              : t('privacy.due', { date: request.due_date, count: request.days_left })}
          </p>
          <form className="console-row" onSubmit={submit}>
            <TextField
              label={t('privacy.note')}
              value={note}
              minLength={3}
              maxLength={1000}
              required
              onChange={setNote}
            />
            <button type="submit" className="button" disabled={isLoading}>
              {t('privacy.close')}
            </button>
          </form>
        </>
      ) : (
        <p className="privacy-queue__due">
          {t('privacy.closedOn', { date: request.closed_at ? instant(request.closed_at) : '' })}{' '}
          {request.closing_note}
        </p>
      )}
    </li>
  );
}
