import { formatDay, REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewView } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable, useTableParams } from '@/components/data-table';
import { Stars } from '@/components/reviews/star-rating';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import { useLocale, useT } from '@/lib/i18n';
import { useMyManufacturerReviews, useReplyToReview } from '../api/manufacturer-reviews';

/** D26: what buyers wrote after delivery; the manufacturer may reply once to each review. */
export function ManufacturerReviewsPage() {
  const params = useTableParams({ pageSize: 20 });
  const { data, isPending, isError, refetch } = useMyManufacturerReviews(params.query);
  const [replying, setReplying] = useState<ReviewView | null>(null);
  const t = useT();
  const locale = useLocale();

  const columns: ColumnDef<ReviewView>[] = [
    {
      id: 'review',
      header: t('Review'),
      meta: { primary: true },
      cell: ({ row }) => (
        <div className="max-w-lg space-y-1">
          <Stars value={row.original.rating} />
          <p className="text-sm">{row.original.body}</p>
          {row.original.hiddenAt && (
            <p className="text-xs text-stone-600">
              {t('Hidden by an administrator:')} {row.original.hiddenReason}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'order',
      header: t('Order'),
      cell: ({ row }) => (
        <span className="text-sm">
          #{row.original.orderId} · {row.original.productName}
        </span>
      ),
    },
    { id: 'buyer', header: t('Buyer'), cell: ({ row }) => row.original.reviewerName },
    { id: 'createdAt', header: t('Date'), cell: ({ row }) => formatDay(row.original.createdAt, locale) },
    {
      id: 'reply',
      header: t('Your reply'),
      cell: ({ row }) =>
        row.original.vendorReply ? (
          <p className="max-w-sm text-sm text-stone-700">{row.original.vendorReply}</p>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setReplying(row.original)}>
            <MessageSquareReply aria-hidden="true" />
            {t('Reply')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Reviews')}
        description={t(
          'Buyers review your company once an order is delivered. You can reply once to each review; your reply shows under it on your public profile.',
        )}
        variant="panel"
      />
      <div className="mt-6">
        <DataTable
          caption={t('Reviews')}
          columns={columns}
          rows={data?.items}
          total={data?.total ?? 0}
          params={params}
          getRowId={(r) => String(r.id)}
          isLoading={isPending}
          isError={isError}
          onRetry={refetch}
          empty={{
            title: t(REVIEW_MESSAGES.noReviews),
            description: t('Reviews appear here after buyers receive their orders.'),
          }}
        />
      </div>
      <ReplyDialog review={replying} onClose={() => setReplying(null)} />
    </>
  );
}

function ReplyDialog({ review, onClose }: { review: ReviewView | null; onClose(): void }) {
  const reply = useReplyToReview();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const t = useT();
  const submit = () => {
    if (!review) return;
    if (!text.trim()) {
      setError(t('is required'));
      return;
    }
    reply.mutate(
      { id: review.id, body: text.trim() },
      {
        onSuccess: () => {
          toast.success(t(REVIEW_MESSAGES.replied));
          setText('');
          setError(undefined);
          onClose();
        },
        onError: (err) =>
          setError(isApiError(err) ? (err.fields?.body ?? err.message) : t('Please try again.')),
      },
    );
  };
  return (
    <Dialog open={review !== null} onOpenChange={(o) => !o && onClose()}>
      {review && (
        <DialogContent
          title={t('Reply to this review')}
          description={t('You can reply once; the reply is public.')}
          footer={
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                {t('Cancel')}
              </Button>
              <Button onClick={submit} disabled={reply.isPending}>
                {reply.isPending ? t('Publishing...') : t('Publish reply')}
              </Button>
            </div>
          }
        >
          <div className="mb-4 rounded-md bg-stone-50 p-3 text-sm">
            <Stars value={review.rating} />
            <p className="mt-1">{review.body}</p>
          </div>
          <Field label={t('Your reply')} required error={error}>
            {(control) => (
              <Textarea
                {...control}
                value={text}
                maxLength={REVIEW_LIMITS.replyMaxLength}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </Field>
        </DialogContent>
      )}
    </Dialog>
  );
}
