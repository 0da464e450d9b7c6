export type InfoIconName = 'clock' | 'shield' | 'badge' | 'dollar' | 'pin' | 'lock';

export type InfoTopicSummary = { slug: string; title: string; summary: string; icon: InfoIconName };

/** The "why choose us" points; each links to its info page. */
export const infoTopics: readonly InfoTopicSummary[] = [
  { slug: '24-7-metro-coverage', title: '24/7 Metro Coverage', summary: 'Day or night, across Dallas, Tarrant, Collin and Denton counties.', icon: 'clock' },
  { slug: 'licensed-and-insured', title: 'Licensed & Insured', summary: 'Every provider carries the licensing and insurance the job requires.', icon: 'shield' },
  { slug: 'verified-dfw-providers', title: 'Verified DFW Providers', summary: 'Independent local professionals, checked before they join the network.', icon: 'badge' },
  { slug: 'transparent-pricing', title: 'Transparent Pricing', summary: 'A fair, negotiated price agreed before anyone is dispatched.', icon: 'dollar' },
  { slug: 'real-time-tracking', title: 'Real-Time Tracking', summary: 'Follow your provider on a live map from the SMS link we text you.', icon: 'pin' },
  { slug: 'safe-and-secure', title: 'Safe & Secure', summary: 'Secure card payments and direct contact with your provider.', icon: 'lock' },
];
