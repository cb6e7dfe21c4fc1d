import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleTable } from '../console-table.tsx';
import { PagedList, useFilteredPages } from '../paged-list.tsx';
import { SelectField } from '../sections/console-fields.tsx';
import { useAdminMemberLedgerQuery } from './admin-members.endpoints.ts';
import { usePointTypeOptions } from './point-type-options.tsx';
import { pointTypeKey } from './point-types.ts';

const PAGE_SIZE = 20;

/** Every change to the member's points, newest first, with the balance after each. */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin');
  const { instant, count, pick } = useConsoleFormat();
  const pointTypes = usePointTypeOptions();
  const {
    filter: pointType,
    setFilter: setPointType,
    pages,
    rows,
  } = useFilteredPages<number | undefined>(undefined, PAGE_SIZE);
  const query = useAdminMemberLedgerQuery({
    member_id: memberId,
    ...(pointType ? { point_type_id: pointType } : {}),
    ...rows,
  });
  const typeName = (typeId: number) => {
    const key = pointTypeKey(typeId);
    return key ? t(`member.points.${key}`) : String(typeId);
  };
  return (
    <>
      <div className="ledger-filter">
        <SelectField
          label={t('member.ledger.type')}
          value={pointType ? String(pointType) : ''}
          options={[{ value: '', label: t('orders.filters.any') }, ...pointTypes]}
          onChange={(value) => setPointType(value ? Number(value) : undefined)}
        />
      </div>
      <PagedList
        query={query}
        rowsOf={(data) => data.point_transactions}
        emptyText={t('member.ledger.empty')}
        pages={pages}
      >
        {(data, busy) => (
          <ConsoleTable
            className="member-ledger"
            busy={busy}
            rows={data.point_transactions}
            rowKey={(row) => row.id}
            columns={[
              { label: t('member.ledger.when'), cell: (row) => instant(row.created_at) },
              {
                label: t('member.ledger.what'),
                cell: (row) => (
                  <>
                    <span className="console-table__strong">{pick(row, 'description')}</span>
                    <span className="console-table__soft">{typeName(row.point_type_id)}</span>
                  </>
                ),
              },
              {
                label: t('member.ledger.change'),
                number: true,
                cellClassName: (row) => (row.amount < 0 ? 'ledger-amount--minus' : 'ledger-amount--plus'),
                cell: (row) => (row.amount > 0 ? `+${count(row.amount)}` : `−${count(-row.amount)}`),
              },
              { label: t('member.ledger.balance'), number: true, cell: (row) => count(row.balance_after) },
            ]}
          />
        )}
      </PagedList>
    </>
  );
}
