import type { ReviewStatus } from '@shop/contract/reviews/reviews.calls';
import { useTranslation } from 'react-i18next';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ConsoleTabs } from '../console-tabs.tsx';
import { PagedList, useFilteredPages } from '../paged-list.tsx';
import { ReviewCard } from './review-card.tsx';
import { useAdminReviewsQuery } from './reviews-admin.endpoints.ts';
import './reviews-queue.css';

const PAGE_SIZE = 20;
const FILTERS = ['', 'pending', 'published', 'hidden'] as const;

/** /admin/reviews: every review, those waiting first, to publish, hide or answer. */
export function ReviewsQueuePage() {
  const { t } = useTranslation('admin-reviews');
  const {
    filter: status,
    setFilter: setStatus,
    pages,
    rows,
  } = useFilteredPages<ReviewStatus | ''>('', PAGE_SIZE);
  const query = useAdminReviewsQuery({ status, ...rows });
  return (
    <>
      <ConsolePageHead title={t('title')} lead={t('lead')} />
      <ConsoleTabs
        label={t('filter')}
        options={FILTERS.map((s) => ({ value: s, text: s ? t(`statuses.${s}`) : t('all') }))}
        value={status}
        onChange={setStatus}
      />
      <p className="review-queue__waiting" aria-live="polite">
        {query.data ? t('waiting', { count: query.data.pending_count }) : ''}
      </p>
      <PagedList query={query} rowsOf={(data) => data.reviews} emptyText={t('empty')} pages={pages}>
        {(data, busy) => (
          <ol className="review-queue" aria-busy={busy}>
            {data.reviews.map((review) => (
              // Keyed by the review alone: the refetch a change causes must not remount the card
              // and wipe its 'Saved.' before staff have seen it.
              <ReviewCard key={review.id} review={review} onChanged={query.refetch} />
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}
