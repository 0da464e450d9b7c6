import type { CustomerRequestView } from '@contracts/request-views';
import { MAX_REVIEW_LENGTH } from '@domain/rating';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/lib/use-hydrated';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { StarIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCheckedForm, type FormCheck } from '@/lib/forms';
import { useRateService } from '../api/rate-service';
import { RATING_LABEL_IDS, ratingLabelId, STARS } from '../lib/rating-labels';
import { useProviderName } from '../lib/use-provider-name';

type RatingValues = { stars: number; review: string };

/** Spec §2 and §5: 1–5 stars with their labels and an optional review, once, after completion. */
export function RatingPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const errorText = useErrorText();
  const say = (id: MessageId) => intl.formatMessage({ id });

  /** Stars are required (the toast says so); the review is optional. */
  function checkRating({ stars, review }: RatingValues): FormCheck<RatingValues, { rating: number; review?: string }> {
    if (stars === 0) {
      return {
        problem: {
          fields: { stars: '' },
          toast: { title: say('tracking.rating.missing.title'), description: say('tracking.rating.missing.description') },
        },
      };
    }
    return { values: { rating: stars, review: review.trim() || undefined } };
  }

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
      toast.success(say('tracking.rating.thanks.title'), {
        description: intl.formatMessage({ id: 'tracking.rating.thanks.description' }, { stars: rating.rating }),
      });
    } catch (error) {
      if (isApiError(error, 409)) toast.error(say('tracking.rating.error.title'), { description: errorText(error) });
      else toast.error(say('tracking.rating.error.title'), { description: say('tracking.rating.error.description') });
    }
  }, rate.isPending);

  const providerName = useProviderName(request.provider);

  return (
    <div ref={panelRef} id="rate" className="scroll-mt-24">
      <CardSection title={say('tracking.rating.heading')} icon={<StarIcon className="size-5 text-accent-500" />}>
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <fieldset>
            <legend className="text-slate-700">
              {providerName != null
                ? intl.formatMessage({ id: 'tracking.rating.question' }, { name: providerName })
                : say('tracking.rating.questionNoName')}
            </legend>
            <Controller
              control={form.control}
              name="stars"
              render={({ field: { value: stars, onChange } }) => {
                const labelId = ratingLabelId(stars);
                return (
                  <>
                    <div role="radiogroup" aria-label={say('tracking.rating.group')} className="mt-3 flex gap-1">
                      {STARS.map((value) => (
                        <button
                          key={value}
                          type="button"
                          role="radio"
                          aria-checked={stars === value}
                          aria-label={intl.formatMessage({ id: 'tracking.rating.star' }, { stars: value, label: say(RATING_LABEL_IDS[value]) })}
                          onClick={() => onChange(value)}
                          // A tap before the server's page runs would be dropped.
                          disabled={!hydrated}
                          className="rounded-md p-1 text-accent-500 focus-visible:outline-2 focus-visible:outline-brand-700"
                        >
                          <StarIcon className={cn('size-10', value <= stars ? 'fill-current' : 'fill-none text-slate-400')} />
                        </button>
                      ))}
                    </div>
                    <p className="mt-2 h-6 font-semibold text-slate-900" aria-live="polite">
                      {labelId ? say(labelId) : ''}
                    </p>
                  </>
                );
              }}
            />
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={reviewId}>
              {say('tracking.rating.review')} <span className="font-normal text-slate-600">{say('tracking.rating.optional')}</span>
            </Label>
            <Textarea id={reviewId} maxLength={MAX_REVIEW_LENGTH} {...form.register('review')} />
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={rate.isPending}>
            {rate.isPending ? say('tracking.rating.submitting') : say('tracking.rating.submit')}
          </Button>
        </form>
      </CardSection>
    </div>
  );
}
