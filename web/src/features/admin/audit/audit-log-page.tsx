import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { PagedList, useFilteredPages } from '../paged-list.tsx';
import { TextField } from '../sections/console-fields.tsx';
import { useAdminAuditLogQuery } from './audit.endpoints.ts';
import { auditChanges } from './audit-diff.ts';
import './audit.css';

const PAGE_SIZE = 25;

/** Every change made from the console, newest first: who, what, on which record, before and after. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const {
    filter: entity,
    setFilter: setEntity,
    pages,
    rows,
  } = useFilteredPages({ entity: '', entity_id: '' }, PAGE_SIZE);
  const [typed, setTyped] = useState(entity);
  const query = useAdminAuditLogQuery({ ...entity, ...rows });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setEntity({ entity: typed.entity.trim(), entity_id: typed.entity_id.trim() });
  };
  return (
    <>
      <ConsolePageHead title={t('audit.title')} lead={t('audit.lead')} />
      <form className="console-row audit-filters" onSubmit={apply}>
        <TextField
          label={t('audit.entity')}
          placeholder={t('audit.entityHint')}
          value={typed.entity}
          onChange={(value) => setTyped({ ...typed, entity: value })}
        />
        <TextField
          label={t('audit.entityId')}
          value={typed.entity_id}
          onChange={(value) => setTyped({ ...typed, entity_id: value })}
        />
        <button type="submit" className="button">
          {t('orders.filters.search')}
        </button>
      </form>
      <PagedList query={query} rowsOf={(data) => data.entries} emptyText={t('audit.empty')} pages={pages}>
        {(data, busy) => (
          <ol className="audit-list" aria-busy={busy}>
            {data.entries.map((entry) => (
              <li key={entry.id} className="console-card audit-entry">
                <p className="audit-entry__head">
                  <span className="console-table__strong">{entry.action}</span>
                  <span>
                    {entry.entity} #{entry.entity_id}
                  </span>
                  <span className="console-table__soft">
                    {instant(entry.created_at)} ·{' '}
                    {entry.staff_id === null
                      ? t('audit.byShop')
                      : `${entry.staff_name} (${entry.staff_email})`}
                  </span>
                </p>
                <dl className="audit-entry__changes">
                  {auditChanges(entry.before, entry.after).map((change) => (
                    <div key={change.field} className="audit-entry__change">
                      <dt>{change.field || t('audit.value')}</dt>
                      <dd>
                        <del>{change.before}</del> → <ins>{change.after}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}
