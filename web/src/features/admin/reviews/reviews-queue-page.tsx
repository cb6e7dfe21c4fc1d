import type { ReviewStatus } from '@shop/contract/reviews/reviews.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePageHead } from '../console-page-head.tsx';
import { PagedList } from '../paged-list.tsx';
import { ReviewCard } from './review-card.tsx';
import { useAdminReviewsQuery } from './reviews-admin.endpoints.ts';
import './reviews-queue.css';

const PAGE_SIZE = 20;
const FILTERS = ['', 'pending', 'published', 'hidden'] as const;

/** /admin/reviews: every review, those waiting first, to publish, hide or answer. */
export function ReviewsQueuePage() {
  const { t } = useTranslation('admin-reviews');
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useAdminReviewsQuery({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return (
    <>
      <ConsolePageHead title={t('title')} lead={t('lead')} />
      <fieldset className="review-queue__filters">
        <legend className="visually-hidden">{t('filter')}</legend>
        {FILTERS.map((s) => (
          <button
            key={s || 'all'}
            type="button"
            className={s === status ? 'button' : 'button button--ghost'}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s ? t(`statuses.${s}`) : t('all')}
          </button>
        ))}
        {query.data && (
          <span className="review-queue__waiting">{t('waiting', { count: query.data.pending_count })}</span>
        )}
      </fieldset>
      <PagedList
        query={query}
        rowsOf={(data) => data.reviews}
        emptyText={t('empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      >
        {(data, busy) => (
          <ol className="review-queue" aria-busy={busy}>
            {data.reviews.map((review) => (
              <ReviewCard
                key={`${review.id}-${review.updated_at}`}
                review={review}
                onChanged={query.refetch}
              />
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}
