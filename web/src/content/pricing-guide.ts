import { DEFAULT_DEPOSIT_PERCENT, depositCents, payoutCents } from '@domain/money';
import type { IntlShape } from 'react-intl';
import type { ContentMessageId } from './content-messages';

/** A typical range in whole dollars, or 'custom' where every job is quoted on its own (spec §2). */
export type GuidePrice = { minDollars: number; maxDollars: number } | 'custom';

export type PricingGuideEntry = { serviceSlug: string; labelId: ContentMessageId; price: GuidePrice; noteId: ContentMessageId };

/** Spec §2 "Pricing guide": the only ranges the site may quote. */
export const pricingGuide: readonly PricingGuideEntry[] = [
  {
    serviceSlug: 'emergency-towing',
    labelId: 'content.pricing.guide.emergencyTowing.label',
    price: { minDollars: 75, maxDollars: 125 },
    noteId: 'content.pricing.guide.emergencyTowing.note',
  },
  {
    serviceSlug: 'jump-start-service',
    labelId: 'content.pricing.guide.jumpStart.label',
    price: { minDollars: 65, maxDollars: 85 },
    noteId: 'content.pricing.guide.jumpStart.note',
  },
  {
    serviceSlug: 'flat-tire-change',
    labelId: 'content.pricing.guide.flatTire.label',
    price: { minDollars: 75, maxDollars: 95 },
    noteId: 'content.pricing.guide.flatTire.note',
  },
  {
    serviceSlug: 'lockout-assistance',
    labelId: 'content.pricing.guide.lockout.label',
    price: { minDollars: 85, maxDollars: 105 },
    noteId: 'content.pricing.guide.lockout.note',
  },
  {
    serviceSlug: 'fuel-delivery',
    labelId: 'content.pricing.guide.fuelDelivery.label',
    price: { minDollars: 75, maxDollars: 95 },
    noteId: 'content.pricing.guide.fuelDelivery.note',
  },
  {
    serviceSlug: 'heavy-duty-towing',
    labelId: 'content.pricing.guide.heavyDutyTowing.label',
    price: 'custom',
    noteId: 'content.pricing.guide.heavyDutyTowing.note',
  },
];

/** Whole dollars in the reader's locale: `$75`. */
export function formatWholeDollars(intl: IntlShape, dollars: number): string {
  return intl.formatNumber(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** A guide price as the reader reads it: `$75–$125`, or the custom-quote label. */
export function formatGuidePrice(intl: IntlShape, price: GuidePrice): string {
  if (price === 'custom') return intl.formatMessage({ id: 'content.price.customQuote' });
  return `${formatWholeDollars(intl, price.minDollars)}–${formatWholeDollars(intl, price.maxDollars)}`;
}

/** The guide's entry for a service, when the guide gives one. */
export function guidePriceFor(serviceSlug: string): PricingGuideEntry | undefined {
  return pricingGuide.find((entry) => entry.serviceSlug === serviceSlug);
}

/** How a price in whole dollars splits between the card deposit and what the provider collects on site (spec §9). */
export function depositExample(finalDollars: number) {
  const finalCents = finalDollars * 100;
  return {
    percent: DEFAULT_DEPOSIT_PERCENT,
    totalDollars: finalDollars,
    depositDollars: depositCents(finalCents, DEFAULT_DEPOSIT_PERCENT) / 100,
    onSiteDollars: payoutCents(finalCents) / 100,
  };
}
