import { toSlug } from './slug';

export type InfoIconName = 'clock' | 'shield' | 'badge' | 'dollar' | 'pin' | 'lock';

export type InfoTopicSummary = { slug: string; title: string; summary: string; icon: InfoIconName };

export type InfoTopic = InfoTopicSummary & { heading: string; paragraphs: readonly string[] };

/** The "why choose us" points, each with its info page; every claim here is one the product keeps (spec §1, §9). */
export const infoTopics: readonly InfoTopic[] = [
  {
    slug: '24-7-metro-coverage',
    title: '24/7 Metro Coverage',
    summary: 'Day or night, across Dallas, Tarrant, Collin and Denton counties.',
    icon: 'clock',
    heading: 'Roadside help at any hour across the DFW metro',
    paragraphs: [
      'We take requests 24 hours a day, 7 days a week, online or by phone. Our service area is Dallas, Tarrant, Collin and Denton counties: the cities of Dallas, Fort Worth and Arlington and the suburbs around them.',
      'When your request comes in, a dispatcher prices it and looks for an independent provider near you. The average response is 15 to 30 minutes. How long your wait is depends on where you are, the time of day and the job, and the provider’s live position on your tracking page shows you how close they are.',
      'If you cannot use the form, call the support line. A dispatcher can enter your request for you.',
    ],
  },
  {
    slug: 'licensed-and-insured',
    title: 'Licensed & Insured',
    summary: 'Every provider carries the licensing and insurance the job requires.',
    icon: 'shield',
    heading: 'Independent providers who carry their own licences and insurance',
    paragraphs: [
      'We are a marketplace, not a towing company. The help you receive comes from an independent provider, and that provider is responsible for the quality of the work, for any damage, and for holding the licences and insurance the job requires.',
      'Providers in the network must carry liability insurance of at least $500,000. If something goes wrong during the service, the claim is with the provider and their insurer.',
      'Our own part is to connect you, process the 15% platform fee, provide tracking and pass messages between you. Our liability is limited to that platform fee; the full terms are shown before you accept an offer.',
    ],
  },
  {
    slug: 'verified-dfw-providers',
    title: 'Verified DFW Providers',
    summary: 'Independent local professionals, checked before they join the network.',
    icon: 'badge',
    heading: 'Local providers who agree to our standards on every job',
    paragraphs: [
      'Providers are local, independent professionals who work across North Texas. Before a provider sees any job, they accept our provider service agreement, which sets out their duties to you.',
      'That agreement asks providers to respond to a job within 5 minutes, to keep to the agreed price (any change of more than 10% needs approval), and to delete your details within 24 hours of finishing.',
      'You rate every completed job. A provider whose rating falls below 2.5 out of 5 after 10 or more jobs, or who has 3 or more unverified payments, is removed from the network.',
    ],
  },
  {
    slug: 'transparent-pricing',
    title: 'Transparent Pricing',
    summary: 'A fair, negotiated price agreed before anyone is dispatched.',
    icon: 'dollar',
    heading: 'You agree the price before anyone is sent',
    paragraphs: [
      'After you request help, a dispatcher sets a price for your job. You can accept it, or make one counter-offer. The dispatcher may answer with one final offer, which you accept or decline. Nothing is dispatched until you have agreed.',
      'Once the price is agreed, you pay a 15% deposit by card through a secure payment link. The provider collects the remaining 85% from you on site when the job is done. The deposit is our platform fee; it cannot be refunded once a provider has been assigned.',
      'Our pricing guide shows typical ranges for common jobs, so you know what to expect before you ask.',
    ],
  },
  {
    slug: 'real-time-tracking',
    title: 'Real-Time Tracking',
    summary: 'Follow your provider on a live map from the SMS link we text you.',
    icon: 'pin',
    heading: 'Watch your provider arrive on a live map',
    paragraphs: [
      'We text you a tracking link as soon as you submit your request. It opens a page that shows where your request stands, from the price offer through payment and dispatch to completion. No app or account is needed.',
      'Once a provider is on the way, the page shows their live GPS position on a map with the distance and an estimated arrival time, and you can call or text them directly.',
      'For your privacy, the tracking link stops working 5 minutes after the job is completed.',
    ],
  },
  {
    slug: 'safe-and-secure',
    title: 'Safe & Secure',
    summary: 'Secure card payments and direct contact with your provider.',
    icon: 'lock',
    heading: 'Safe roadside help, secure payments',
    paragraphs: [
      'For a life-threatening emergency, a crash with injuries, or a vehicle blocking a live traffic lane, call 911 first. This service is for non-emergency roadside help.',
      'While you wait, stay in your vehicle with your seatbelt on and your hazard lights on if you are on a highway shoulder. If it is safe to get out, stand well away from traffic, behind a barrier if there is one.',
      'Your deposit is paid by card through a secure payment link from our card payment provider; we do not ask for card numbers by phone or text. You share your location before paying so the provider is sent to the right place, and you can see the provider’s name and contact them before they arrive.',
    ],
  },
];

/** Spec §2: an unknown info topic falls back to the first topic. */
export function infoTopicOrFirst(param: string | undefined): InfoTopic {
  const slug = param ? toSlug(param) : '';
  return infoTopics.find((topic) => topic.slug === slug) ?? infoTopics[0];
}
