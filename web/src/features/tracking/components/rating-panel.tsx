import type { CustomerRequestView } from '@contracts/request-views';
import { MAX_REVIEW_LENGTH, RATING_LABELS, ratingLabel } from '@domain/rating';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { StarIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCheckedForm, type FormCheck } from '@/lib/forms';
import { useRateService } from '../api/rate-service';

const STARS = [1, 2, 3, 4, 5] as const;

type RatingValues = { stars: number; review: string };

/** Stars are required (the toast says so); the review is optional. */
function checkRating({ stars, review }: RatingValues): FormCheck<RatingValues, { rating: number; review?: string }> {
  if (stars === 0) return { problem: { fields: { stars: '' }, toast: { title: 'Missing Rating', description: 'Please select a rating before submitting.' } } };
  return { values: { rating: stars, review: review.trim() || undefined } };
}

/** Spec §2 and §5: 1–5 stars with their labels and an optional review, once, after completion. */
export function RatingPanel({ request }: { request: CustomerRequestView }) {
  const rate = useRateService(request.trackingId ?? '');
  const form = useCheckedForm({ defaultValues: { stars: 0, review: '' }, check: checkRating, focusProblem: false });
  const reviewId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // The completion text links here with #rate: land straight on the panel.
  useEffect(() => {
    if (window.location.hash === '#rate') panelRef.current?.scrollIntoView({ block: 'center' });
  }, []);

  const handleSubmit = form.submit(async (rating) => {
    try {
      await rate.mutateAsync(rating);
      toast.success('Thank You!', { description: `Your ${rating.rating}-star rating has been submitted successfully.` });
    } catch (error) {
      if (isApiError(error, 409)) toast.error('Error', { description: error.message });
      else toast.error('Error', { description: 'Failed to submit rating. Please try again.' });
    }
  }, rate.isPending);

  return (
    <div ref={panelRef} id="rate" className="scroll-mt-24">
      <CardSection title="Rate Your Service" icon={<StarIcon className="size-5 text-accent-500" />}>
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <fieldset>
            <legend className="text-slate-700">How was your service with {request.provider?.name ?? 'your provider'}?</legend>
            <Controller
              control={form.control}
              name="stars"
              render={({ field: { value: stars, onChange } }) => (
                <>
                  <div role="radiogroup" aria-label="Rating" className="mt-3 flex gap-1">
                    {STARS.map((value) => (
                      <button
                        key={value}
                        type="button"
                        role="radio"
                        aria-checked={stars === value}
                        aria-label={`${value} ${value === 1 ? 'star' : 'stars'}: ${RATING_LABELS[value]}`}
                        onClick={() => onChange(value)}
                        className="rounded-md p-1 text-accent-500 focus-visible:outline-2 focus-visible:outline-brand-700"
                      >
                        <StarIcon className={cn('size-10', value <= stars ? 'fill-current' : 'fill-none text-slate-400')} />
                      </button>
                    ))}
                  </div>
                  <p className="mt-2 h-6 font-semibold text-slate-900" aria-live="polite">
                    {ratingLabel(stars) ?? ''}
                  </p>
                </>
              )}
            />
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={reviewId}>
              Review <span className="font-normal text-slate-600">(optional)</span>
            </Label>
            <Textarea id={reviewId} maxLength={MAX_REVIEW_LENGTH} {...form.register('review')} />
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={rate.isPending}>
            {rate.isPending ? 'Submitting...' : 'Submit Rating'}
          </Button>
        </form>
      </CardSection>
    </div>
  );
}
