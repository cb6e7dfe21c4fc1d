import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageCount } from '../../../shared/pagination.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ConsoleTable } from '../console-table.tsx';
import { ListStatus } from '../list-status.tsx';
import { useAdminMemberSearchQuery } from './admin-members.endpoints.ts';
import './members.css';

const PAGE_SIZE = 25;

/** Members by part of their name, email or phone; with no search, the newest first. */
export function MemberSearchPage() {
  const { t } = useTranslation('admin');
  const { instant, pick } = useConsoleFormat();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  const { data, isFetching, isError, refetch } = useAdminMemberSearchQuery({
    keyword,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const go = (next: { keyword: string; page: number }) =>
    setParams({
      ...(next.keyword ? { keyword: next.keyword } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: typed.trim(), page: 1 });
  };

  return (
    <>
      <ConsolePageHead title={t('members.title')} />
      <search>
        <form className="console-search" onSubmit={search}>
          <label className="visually-hidden" htmlFor={id}>
            {t('members.search')}
          </label>
          <input
            id={id}
            className="input"
            type="search"
            placeholder={t('members.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {t('orders.filters.search')}
          </button>
        </form>
      </search>
      <p className="console-count" aria-live="polite">
        {data ? t('members.count', { count: data.total_rows }) : ''}
      </p>
      <ListStatus
        loading={!data && isFetching}
        failed={isError && !data}
        empty={data?.members.length === 0}
        emptyText={t('members.empty')}
        onRetry={refetch}
      >
        {data && (
          <div className="console-card console-card--flush" aria-busy={isFetching}>
            <ConsoleTable
              rows={data.members}
              rowKey={(member) => member.member_id}
              columns={[
                {
                  label: t('members.columns.name'),
                  cell: (member) => (
                    <Link className="console-table__key" to={adminPaths.member(member.member_id)}>
                      {`${member.first_name} ${member.last_name}`.trim() || t('members.unnamed')}
                    </Link>
                  ),
                },
                { label: t('members.columns.email'), cell: (member) => member.email ?? '–' },
                {
                  label: t('members.columns.phone'),
                  cell: (member) => (member.phone ? `+${member.area_code} ${member.phone}` : '–'),
                },
                {
                  label: t('members.columns.tier'),
                  cell: (member) =>
                    pick({ tier_name_en: member.tier_name, tier_name_zh: member.tier_name_zh }, 'tier_name'),
                },
                { label: t('members.columns.joined'), cell: (member) => instant(member.created_at) },
              ]}
            />
          </div>
        )}
      </ListStatus>
      <Pager
        page={page}
        pageCount={pageCount(data?.total_rows ?? 0, PAGE_SIZE)}
        rows={{ pageSize: PAGE_SIZE, total: data?.total_rows ?? 0 }}
        onPage={(next) => go({ keyword, page: next })}
      />
    </>
  );
}
