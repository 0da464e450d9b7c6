import { DEFAULT_DEPOSIT_PERCENT, depositCents, formatUsdWhole, payoutCents } from '@domain/money';

/** A typical range in whole dollars, or 'custom' where every job is quoted on its own (spec §2). */
export type GuidePrice = { minDollars: number; maxDollars: number } | 'custom';

export type PricingGuideEntry = { serviceSlug: string; label: string; price: GuidePrice; note: string };

/** Spec §2 "Pricing guide": the only ranges the site may quote. */
export const pricingGuide: readonly PricingGuideEntry[] = [
  {
    serviceSlug: 'emergency-towing',
    label: 'Towing',
    price: { minDollars: 75, maxDollars: 125 },
    note: 'Local tows. Longer distances cost more; the dispatcher sees the distance from pickup to destination.',
  },
  {
    serviceSlug: 'jump-start-service',
    label: 'Jump start',
    price: { minDollars: 65, maxDollars: 85 },
    note: 'Cars, SUVs, pickups and motorcycles.',
  },
  {
    serviceSlug: 'flat-tire-change',
    label: 'Flat tire change',
    price: { minDollars: 75, maxDollars: 95 },
    note: 'Fitting your own spare; a new tire is not included.',
  },
  {
    serviceSlug: 'lockout-assistance',
    label: 'Lockout',
    price: { minDollars: 85, maxDollars: 105 },
    note: 'Damage-free entry to your vehicle.',
  },
  {
    serviceSlug: 'fuel-delivery',
    label: 'Fuel delivery',
    price: { minDollars: 75, maxDollars: 95 },
    note: 'Enough fuel to reach the nearest station.',
  },
  {
    serviceSlug: 'heavy-duty-towing',
    label: 'Heavy duty towing',
    price: 'custom',
    note: 'Semi trucks, buses, RVs and equipment are quoted per job.',
  },
];

export function formatGuidePrice(price: GuidePrice): string {
  return price === 'custom' ? 'Custom quote' : `$${price.minDollars}–$${price.maxDollars}`;
}

/** The guide's entry for a service, when the guide gives one. */
export function guidePriceFor(serviceSlug: string): PricingGuideEntry | undefined {
  return pricingGuide.find((entry) => entry.serviceSlug === serviceSlug);
}

/** How a price splits between the card deposit and what the provider collects on site (spec §9). */
export function depositExample(finalDollars: number) {
  const finalCents = finalDollars * 100;
  return {
    percent: DEFAULT_DEPOSIT_PERCENT,
    total: formatUsdWhole(finalCents),
    deposit: formatUsdWhole(depositCents(finalCents, DEFAULT_DEPOSIT_PERCENT)),
    onSite: formatUsdWhole(payoutCents(finalCents)),
  };
}
