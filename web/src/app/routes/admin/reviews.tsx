import { ReviewsQueuePage } from '../../../features/admin/reviews/reviews-queue-page.tsx';

/** /admin/reviews: the moderation queue of shoppers' reviews, for every staff member. */
export default function Reviews() {
  return <ReviewsQueuePage />;
}
