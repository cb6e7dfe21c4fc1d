import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ConsoleSearch } from '../console-search.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { PagedList } from '../paged-list.tsx';
import { useAdminMemberSearchQuery } from './admin-members.endpoints.ts';
import './members.css';

const PAGE_SIZE = 25;

/** Members by part of their name, email or phone; with no search, the newest first. */
export function MemberSearchPage() {
  const { t } = useTranslation('admin');
  const { instant, pick } = useConsoleFormat();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useAdminMemberSearchQuery({
    keyword,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const go = (next: { keyword: string; page: number }) =>
    setParams({
      ...(next.keyword ? { keyword: next.keyword } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <>
      <ConsolePageHead title={t('members.title')} />
      <ConsoleSearch
        keyword={keyword}
        onSearch={(next) => go({ keyword: next, page: 1 })}
        label={t('members.search')}
        placeholder={t('members.searchHint')}
        button={t('orders.filters.search')}
      />
      <PagedList
        query={query}
        rowsOf={(data) => data.members}
        emptyText={t('members.empty')}
        countText={(total) => t('members.count', { count: total })}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => go({ keyword, page: next })}
        framed
      >
        {(data) => (
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
        )}
      </PagedList>
    </>
  );
}
