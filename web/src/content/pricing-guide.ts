import { DEFAULT_DEPOSIT_PERCENT, depositCents, payoutCents } from '@domain/money';
import { DEFAULT_RATE_CARD, publishedRanges, type PublishedRange } from '@domain/rate-card';
import type { OnlineServiceType } from '@domain/request-intake';
import type { IntlShape } from 'react-intl';
import type { ContentMessageId } from './content-messages';

/** A typical range in cents, as the rate card publishes it, or 'custom' where every job is quoted on its own (spec §2). */
export type GuidePrice = { lowCents: number; highCents: number } | 'custom';

export type PricingGuideEntry = {
  serviceSlug: string;
  labelId: ContentMessageId;
  /** The rate card's service whose published range the row shows; null where the row is quoted per job. */
  serviceType: OnlineServiceType | null;
  /** The first card's range: what a prerendered page shows until the card in force is read. */
  price: GuidePrice;
  noteId: ContentMessageId;
};

type GuideRow = Omit<PricingGuideEntry, 'price'>;

/** Spec §2 "Pricing guide": the rows of the table, each priced by the rate card's service it names. */
const GUIDE_ROWS: readonly GuideRow[] = [
  {
    serviceSlug: 'emergency-towing',
    labelId: 'content.pricing.guide.emergencyTowing.label',
    serviceType: 'Towing',
    noteId: 'content.pricing.guide.emergencyTowing.note',
  },
  {
    serviceSlug: 'jump-start-service',
    labelId: 'content.pricing.guide.jumpStart.label',
    serviceType: 'Jump Start',
    noteId: 'content.pricing.guide.jumpStart.note',
  },
  {
    serviceSlug: 'flat-tire-change',
    labelId: 'content.pricing.guide.flatTire.label',
    serviceType: 'Tire Change',
    noteId: 'content.pricing.guide.flatTire.note',
  },
  {
    serviceSlug: 'lockout-assistance',
    labelId: 'content.pricing.guide.lockout.label',
    serviceType: 'Lockout Service',
    noteId: 'content.pricing.guide.lockout.note',
  },
  {
    serviceSlug: 'fuel-delivery',
    labelId: 'content.pricing.guide.fuelDelivery.label',
    serviceType: 'Fuel Delivery',
    noteId: 'content.pricing.guide.fuelDelivery.note',
  },
  {
    // Semi trucks, buses and RVs are quoted per job whatever the card says.
    serviceSlug: 'heavy-duty-towing',
    labelId: 'content.pricing.guide.heavyDutyTowing.label',
    serviceType: null,
    noteId: 'content.pricing.guide.heavyDutyTowing.note',
  },
];

/** The range a service has among those published, or 'custom' for a row without a service (or a range). */
function rangeFor(serviceType: OnlineServiceType | null, ranges: readonly PublishedRange[]): GuidePrice | undefined {
  const range = serviceType === null ? undefined : ranges.find((published) => published.serviceType === serviceType);
  return range ? { lowCents: range.lowCents, highCents: range.highCents } : undefined;
}

/** The first rate card's ranges: what the prerendered pages show. */
export const FIRST_CARD_RANGES: readonly PublishedRange[] = publishedRanges(DEFAULT_RATE_CARD);

/** The pricing guide as the first rate card prices it. */
export const pricingGuide: readonly PricingGuideEntry[] = GUIDE_ROWS.map((row) => ({
  ...row,
  price: rangeFor(row.serviceType, FIRST_CARD_RANGES) ?? 'custom',
}));

/**
 * A row's price from the card in force (`ranges`, from /api/pricing/ranges) once it is read; until then, or for a
 * row the card does not price, the first card's.
 */
export function livePrice(entry: PricingGuideEntry, ranges: readonly PublishedRange[] | undefined): GuidePrice {
  return (ranges && rangeFor(entry.serviceType, ranges)) ?? entry.price;
}

/** Whole dollars in the reader's locale: `$75`. */
export function formatWholeDollars(intl: IntlShape, dollars: number): string {
  return intl.formatNumber(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** A guide price as the reader reads it, to the nearest dollar: `$75–$125` (`$75` when both ends meet), or the custom-quote label. */
export function formatGuidePrice(intl: IntlShape, price: GuidePrice): string {
  if (price === 'custom') return intl.formatMessage({ id: 'content.price.customQuote' });
  const low = Math.round(price.lowCents / 100);
  const high = Math.round(price.highCents / 100);
  return high > low ? `${formatWholeDollars(intl, low)}–${formatWholeDollars(intl, high)}` : formatWholeDollars(intl, low);
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
