import type { ContentMessageId } from './content-messages';

/**
 * The footer's service and county links, on every page: kept apart from the page content modules
 * so the first load carries a few links, not every service's lists and FAQs. A unit test holds them
 * equal to that content.
 */
export const footerServiceLinks: readonly { slug: string; titleId: ContentMessageId }[] = [
  { slug: 'emergency-towing', titleId: 'content.service.emergencyTowing.title' },
  { slug: 'jump-start-service', titleId: 'content.service.jumpStart.title' },
  { slug: 'flat-tire-change', titleId: 'content.service.flatTire.title' },
  { slug: 'lockout-assistance', titleId: 'content.service.lockout.title' },
  { slug: 'fuel-delivery', titleId: 'content.service.fuelDelivery.title' },
  { slug: 'battery-replacement', titleId: 'content.service.batteryReplacement.title' },
  { slug: 'heavy-duty-towing', titleId: 'content.service.heavyDutyTowing.title' },
  { slug: 'winch-out-service', titleId: 'content.service.winchOut.title' },
  { slug: 'commercial-vehicle-service', titleId: 'content.service.commercialVehicle.title' },
];

export const footerCountyLinks: readonly { slug: string; nameId: ContentMessageId }[] = [
  { slug: 'dallas-county', nameId: 'content.county.dallas.name' },
  { slug: 'tarrant-county', nameId: 'content.county.tarrant.name' },
  { slug: 'collin-county', nameId: 'content.county.collin.name' },
  { slug: 'denton-county', nameId: 'content.county.denton.name' },
];
