export type ServiceIconName = 'truck' | 'bolt' | 'tire' | 'key' | 'fuel' | 'battery' | 'chain';

export type ServiceLink = { slug: string; title: string; description: string; icon: ServiceIconName };

/** The services grid on the home page, in display order. */
export const homeServices: readonly ServiceLink[] = [
  { slug: 'emergency-towing', title: 'Emergency Towing', description: 'Local and long-distance towing to the shop or destination of your choice.', icon: 'truck' },
  { slug: 'jump-start-service', title: 'Jump Start', description: 'Dead battery? A provider gets your engine running again on the spot.', icon: 'bolt' },
  { slug: 'flat-tire-change', title: 'Flat Tire Change', description: 'Your spare mounted safely so you can get back on the road.', icon: 'tire' },
  { slug: 'lockout-assistance', title: 'Lockout Assistance', description: 'Locked out? Damage-free vehicle entry from a trained technician.', icon: 'key' },
  { slug: 'fuel-delivery', title: 'Fuel Delivery', description: 'Ran out of gas? Enough fuel delivered to reach the next station.', icon: 'fuel' },
  { slug: 'battery-replacement', title: 'Battery Replacement', description: 'On-site battery testing and replacement when a jump will not do.', icon: 'battery' },
  { slug: 'heavy-duty-towing', title: 'Heavy Duty Towing', description: 'Semi trucks, buses, RVs and heavy equipment moved by rated wreckers.', icon: 'truck' },
  { slug: 'winch-out-service', title: 'Winch Out Service', description: 'Stuck in a ditch, mud or snow? We pull you back onto solid ground.', icon: 'chain' },
];

/** The footer's "Our Services" column also links commercial vehicle service. */
export const footerServices: readonly Pick<ServiceLink, 'slug' | 'title'>[] = [
  ...homeServices.map(({ slug, title }) => ({ slug, title })),
  { slug: 'commercial-vehicle-service', title: 'Commercial Vehicle Service' },
];
