import type { ContentMessageId } from './content-messages';

/**
 * The footer's service and county links, on every page: kept apart from the page content modules
 * so the first load carries a few links, not every service's lists and FAQs. A unit test holds them
 * equal to that content.
 */
export const footerServiceLinks: readonly { slug: string; titleId: ContentMessageId }[] = [
  { slug: 'emergency-towing', titleId: 'site.service.emergencyTowing.title' },
  { slug: 'jump-start-service', titleId: 'site.service.jumpStart.title' },
  { slug: 'flat-tire-change', titleId: 'site.service.flatTire.title' },
  { slug: 'lockout-assistance', titleId: 'site.service.lockout.title' },
  { slug: 'fuel-delivery', titleId: 'site.service.fuelDelivery.title' },
  { slug: 'battery-replacement', titleId: 'site.service.batteryReplacement.title' },
  { slug: 'heavy-duty-towing', titleId: 'site.service.heavyDutyTowing.title' },
  { slug: 'winch-out-service', titleId: 'site.service.winchOut.title' },
  { slug: 'commercial-vehicle-service', titleId: 'site.service.commercialVehicle.title' },
];

export const footerCountyLinks: readonly { slug: string; nameId: ContentMessageId }[] = [
  { slug: 'dallas-county', nameId: 'site.county.dallas.name' },
  { slug: 'tarrant-county', nameId: 'site.county.tarrant.name' },
  { slug: 'collin-county', nameId: 'site.county.collin.name' },
  { slug: 'denton-county', nameId: 'site.county.denton.name' },
];
