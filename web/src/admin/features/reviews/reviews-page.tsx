import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ReviewCard_ReviewFragment,
  useAdminReviewsQuery,
  useSetReviewHiddenMutation,
} from '@web/__generated__/admin-graphql';
import { CursorPager, useCursorPages } from '@web/admin/shared/ui/cursor-pager';
import { ErrorAlert } from '@web/admin/shared/ui/error-alert';
import { mutationOutcome, runAdminMutation } from '@web/admin/shared/ui/server-errors';
import { useAdminFormat } from '@web/admin/shared/ui/use-admin-format';
import { useAdminTitle } from '@web/admin/shared/ui/use-admin-title';
import styles from '@web/admin/shared/ui/admin-ui.module.css';

/**
 * Reviews newest first, published or hidden (a tab in the address): hide an abusive one or publish
 * a hidden one again; the product's rating is recomputed by the server. The list is read again
 * after a change, so the review moves to the other tab.
 */
export function ReviewsPage() {
  const { t } = useLingui();
  useAdminTitle(t`Reviews`);
  const [params, setParams] = useSearchParams();
  const visibility = params.get('show') === 'hidden' ? 'HIDDEN' : 'PUBLISHED';
  const pages = useCursorPages();
  const { data, error, loading } = useAdminReviewsQuery({ variables: { visibility, after: pages.after } });
  const [setHidden] = useSetReviewHiddenMutation({ refetchQueries: ['AdminReviews'], awaitRefetchQueries: true });
  const [alert, setAlert] = useState<string[]>([]);
  const page = data?.adminReviews;
  const change = async (review: ReviewCard_ReviewFragment) => {
    const { result, errors } = await runAdminMutation(() =>
      setHidden({ variables: { reviewId: review.id, hidden: !review.hidden } }),
    );
    const failed = mutationOutcome(result?.data?.setReviewHidden, errors);
    setAlert(failed.map((e) => `ERROR_API_${e.code}`));
  };
  return (
    <>
      <h1>
        <Trans>Reviews</Trans>
      </h1>
      <nav aria-label={t`Which reviews`} className={styles.actions}>
        {(['PUBLISHED', 'HIDDEN'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={visibility === v}
            className={visibility === v ? styles.primary : styles.secondary}
            onClick={() => {
              pages.reset();
              setParams(v === 'HIDDEN' ? { show: 'hidden' } : {});
            }}
          >
            {v === 'HIDDEN' ? t`Hidden` : t`Published`}
          </button>
        ))}
      </nav>
      <ErrorAlert keys={error ? ['ERROR_API_UNEXPECTED'] : alert} />
      {page && page.items.length === 0 ? (
        <p role="status">{visibility === 'HIDDEN' ? t`No hidden reviews.` : t`No published reviews.`}</p>
      ) : null}
      <ul className={styles.cards} aria-label={visibility === 'HIDDEN' ? t`Hidden reviews` : t`Published reviews`}>
        {page?.items.map((review) => (
          <ReviewCard key={review.id} review={review} onChange={() => change(review)} />
        ))}
      </ul>
      <CursorPager
        label={t`Pages of reviews`}
        pages={pages}
        cursorInfo={page?.cursorInfo}
        loading={loading}
        newer={t`Newer reviews`}
        older={t`Older reviews`}
      />
    </>
  );
}

function ReviewCard({ review, onChange }: { review: ReviewCard_ReviewFragment; onChange: () => Promise<void> }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const [busy, setBusy] = useState(false);
  return (
    <li className={styles.card} aria-label={t`Review by ${review.author}`}>
      <p>
        <strong>{review.productName}</strong>
      </p>
      <p className={styles.muted}>
        {t`${review.rating} of 5 stars`} · {review.author} · {format.dateTime(review.date)}
      </p>
      <p>{review.content}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={review.hidden ? styles.secondary : styles.dangerButton}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onChange();
            setBusy(false);
          }}
        >
          {review.hidden ? t`Publish review` : t`Hide review`}
        </button>
      </div>
    </li>
  );
}
