import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ConsoleTable } from '../console-table.tsx';
import { SearchedList } from '../searched-list.tsx';
import { useListAddress } from '../use-list-address.ts';
import { useAdminMemberSearchQuery } from './admin-members.endpoints.ts';
import './members.css';

/** Members by part of their name, email or phone; with no search, the newest first. */
export function MemberSearchPage() {
  const { t } = useTranslation('admin');
  const { instant, pick } = useConsoleFormat();
  const address = useListAddress();
  const query = useAdminMemberSearchQuery({ keyword: address.keyword, ...address.rows });

  return (
    <>
      <ConsolePageHead title={t('members.title')} />
      <SearchedList
        address={address}
        query={query}
        rowsOf={(data) => data.members}
        words={{
          search: t('members.search'),
          searchHint: t('members.searchHint'),
          button: t('orders.filters.search'),
          empty: t('members.empty'),
          count: (total) => t('members.count', { count: total }),
        }}
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
      </SearchedList>
    </>
  );
}
