import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ConsolePager } from '../console-pager.tsx';
import { adminPaths } from '../console-paths.ts';
import { ListStatus } from '../list-status.tsx';
import { useAdminMemberSearchQuery } from './admin-members-api.ts';
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
        <form className="order-filters__search" onSubmit={search}>
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
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('members.columns.name')}</th>
                  <th scope="col">{t('members.columns.email')}</th>
                  <th scope="col">{t('members.columns.phone')}</th>
                  <th scope="col">{t('members.columns.tier')}</th>
                  <th scope="col">{t('members.columns.joined')}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((member) => (
                  <tr key={member.member_id}>
                    <th scope="row">
                      <Link className="console-table__key" to={adminPaths.member(member.member_id)}>
                        {`${member.first_name} ${member.last_name}`.trim() || t('members.unnamed')}
                      </Link>
                    </th>
                    <td data-label={t('members.columns.email')}>{member.email ?? '–'}</td>
                    <td data-label={t('members.columns.phone')}>
                      {member.phone ? `+${member.area_code} ${member.phone}` : '–'}
                    </td>
                    <td data-label={t('members.columns.tier')}>
                      {pick(
                        { tier_name_en: member.tier_name, tier_name_zh: member.tier_name_zh },
                        'tier_name',
                      )}
                    </td>
                    <td data-label={t('members.columns.joined')}>{instant(member.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStatus>
      <ConsolePager
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total_rows ?? 0}
        onPage={(next) => go({ keyword, page: next })}
      />
    </>
  );
}
