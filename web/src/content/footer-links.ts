/**
 * The footer's service and county links, on every page: kept apart from the full page content so
 * the first load carries a few titles, not every FAQ. A unit test holds them equal to that content.
 */
export const footerServiceLinks = [
  { slug: 'emergency-towing', title: 'Emergency Towing' },
  { slug: 'jump-start-service', title: 'Jump Start' },
  { slug: 'flat-tire-change', title: 'Flat Tire Change' },
  { slug: 'lockout-assistance', title: 'Lockout Assistance' },
  { slug: 'fuel-delivery', title: 'Fuel Delivery' },
  { slug: 'battery-replacement', title: 'Battery Replacement' },
  { slug: 'heavy-duty-towing', title: 'Heavy Duty Towing' },
  { slug: 'winch-out-service', title: 'Winch Out Service' },
  { slug: 'commercial-vehicle-service', title: 'Commercial Vehicle Service' },
] as const;

export const footerCountyLinks = [
  { slug: 'dallas-county', name: 'Dallas County' },
  { slug: 'tarrant-county', name: 'Tarrant County' },
  { slug: 'collin-county', name: 'Collin County' },
  { slug: 'denton-county', name: 'Denton County' },
] as const;
