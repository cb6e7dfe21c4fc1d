import { BANK_LINE_MATCHES, type BankLineMatch } from '@shop/contract/admin/bank-reconciliation.calls';
import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ListStatus } from '../list-status.tsx';
import { PagedList } from '../paged-list.tsx';
import { SelectField, TextField } from '../sections/console-fields.tsx';
import { BankLineTable, confirmable } from './bank-line-table.tsx';
import { BankMappingForm } from './bank-mapping-form.tsx';
import {
  useAdminBankLineConfirmMutation,
  useAdminBankLineListQuery,
  useAdminBankMappingListQuery,
} from './reconciliation.endpoints.ts';
import { StatementUpload } from './statement-upload.tsx';
import './reconciliation.css';

const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NEW_BANK = 'new';

/**
 * /admin/reconciliation?bank=ID&from=DAY&to=DAY&match=near: upload a bank's statement, see its
 * credits matched to unpaid orders, and confirm the ticked ones in one go.
 */
export function ReconciliationPage() {
  const { t, i18n } = useTranslation('admin-reconciliation');
  const [params, setParams] = useSearchParams();
  const banks = useAdminBankMappingListQuery();
  const today = hongKongNow(new Date()).day;
  const chosen = params.get('bank') ?? '';
  const bank = banks.data?.banks.find((b) => String(b.bank_id) === chosen) ?? banks.data?.banks[0];
  const editing = chosen === NEW_BANK || (banks.data !== undefined && banks.data.banks.length === 0);
  const dayParam = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : fallback;
  };
  const from = dayParam('from', addDays(today, -14));
  const to = dayParam('to', today);
  const matchParam = params.get('match') ?? '';
  const match = (BANK_LINE_MATCHES as readonly string[]).includes(matchParam)
    ? (matchParam as BankLineMatch)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const show = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };

  const lines = useAdminBankLineListQuery(
    {
      bank_id: bank?.bank_id ?? 0,
      date_from: from,
      date_to: to,
      match,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    { skip: !bank || editing },
  );
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [confirm, confirming] = useAdminBankLineConfirmMutation();
  const shownLines = lines.data?.lines ?? [];
  const tickedLines = shownLines.filter((l) => confirmable(l) && ticked.has(l.line_id));

  const tick = (lineId: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(lineId);
      else next.delete(lineId);
      return next;
    });

  const confirmTicked = async () => {
    const answer = await confirm({
      confirmations: tickedLines.map((l) => ({ line_id: l.line_id, order_id: l.order!.order_id })),
    });
    if ('data' in answer) setTicked(new Set());
  };

  const results = confirming.data?.results ?? [];
  const refusals = results.filter((r) => r.outcome === 'refused');
  const zh = i18n.language === 'zh-HK';

  return (
    <div className="console-stack">
      <ConsolePageHead title={t('title')} lead={t('lead')} />
      <ListStatus query={banks}>
        <section className="console-card reconcile-card">
          <h2 className="console-card__title">{t('bank.title')}</h2>
          <div className="console-row">
            <SelectField
              label={t('bank.choose')}
              value={editing ? NEW_BANK : String(bank?.bank_id ?? '')}
              options={[
                ...(banks.data?.banks ?? []).map((b) => ({ value: String(b.bank_id), label: b.bank_name })),
                { value: NEW_BANK, label: t('bank.new') },
              ]}
              onChange={(chosen) => show({ bank: chosen })}
            />
            {bank && !editing && (
              <StatementUpload
                bankId={bank.bank_id}
                onUploaded={(u) => show({ from: u.date_from, to: u.date_to })}
              />
            )}
          </div>
          <details className="reconcile-mapping" open={editing}>
            <summary>
              {editing ? t('mapping.titleNew') : t('mapping.title', { bank: bank?.bank_name ?? '' })}
            </summary>
            <BankMappingForm
              key={editing ? NEW_BANK : bank?.bank_id}
              bank={editing ? undefined : bank}
              onSaved={(saved) => show({ bank: String(saved.bank_id) })}
            />
          </details>
        </section>

        {bank && !editing && (
          <section className="reconcile-results">
            <div className="console-row console-chrome">
              <TextField
                label={t('lines.from')}
                type="date"
                value={from}
                onChange={(day) => show({ from: day })}
              />
              <TextField label={t('lines.to')} type="date" value={to} onChange={(day) => show({ to: day })} />
            </div>
            <fieldset className="console-row reconcile-filters">
              <legend className="visually-hidden">{t('lines.filter')}</legend>
              {(['', ...BANK_LINE_MATCHES] as const).map((m) => (
                <button
                  key={m || 'all'}
                  type="button"
                  className={(match ?? '') === m ? 'button' : 'button button--ghost'}
                  aria-pressed={(match ?? '') === m}
                  onClick={() => show({ match: m })}
                >
                  {m
                    ? t(`lines.filters.${m}`, { count: lines.data?.counts[m] ?? 0 })
                    : t('lines.filters.all')}
                </button>
              ))}
            </fieldset>
            <div className="console-row reconcile-confirm">
              <button
                type="button"
                className="button button--ghost"
                disabled={!shownLines.some(confirmable)}
                onClick={() => setTicked(new Set(shownLines.filter(confirmable).map((l) => l.line_id)))}
              >
                {t('confirm.tickAll')}
              </button>
              <button
                type="button"
                className="button"
                disabled={tickedLines.length === 0 || confirming.isLoading}
                onClick={confirmTicked}
              >
                {t('confirm.button', { count: tickedLines.length })}
              </button>
              <ConsoleOutcome
                error={confirming.error}
                done={confirming.data ? t('confirm.done', { count: confirming.data.confirmed }) : ''}
              />
              {refusals.length > 0 && (
                <ul className="reconcile-refusals">
                  {refusals.map((r) => (
                    <li key={`${r.line_id}-${r.order_id}`}>{zh ? r.message_zh : r.message}</li>
                  ))}
                </ul>
              )}
            </div>
            <PagedList
              query={lines}
              rowsOf={(data) => data.lines}
              emptyText={t('lines.empty')}
              countText={(total) => t('lines.count', { count: total })}
              pages={{ page, pageSize: PAGE_SIZE, onPage: (p) => show({ page: String(p) }) }}
              framed
            >
              {(data) => <BankLineTable lines={data.lines} ticked={ticked} onTick={tick} />}
            </PagedList>
          </section>
        )}
      </ListStatus>
    </div>
  );
}
