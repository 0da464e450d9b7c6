import type { ContentMessageId } from './content-messages';
import { toSlug } from './slug';

export type ServiceIconName = 'truck' | 'bolt' | 'tire' | 'key' | 'fuel' | 'battery' | 'chain';

export type ServiceLink = {
  slug: string;
  titleId: ContentMessageId;
  descriptionId: ContentMessageId;
  icon: ServiceIconName;
};

export type Faq = { questionId: ContentMessageId; answerId: ContentMessageId };

export type Service = ServiceLink & {
  /** What the provider does once on site. */
  providerDoesIds: readonly ContentMessageId[];
  /** What the customer should have ready when the provider arrives. */
  haveReadyIds: readonly ContentMessageId[];
  faqs: readonly Faq[];
};

const DESCRIBE_THE_VEHICLE: ContentMessageId = 'content.service.haveReady.describeVehicle';
const PHOTO_ID: ContentMessageId = 'content.service.haveReady.photoId';

/** Every service with a page, in the home grid's order; commercial vehicle service is linked from the footer only. */
export const services: readonly Service[] = [
  {
    slug: 'emergency-towing',
    titleId: 'site.service.emergencyTowing.title',
    descriptionId: 'content.service.emergencyTowing.description',
    icon: 'truck',
    providerDoesIds: [
      'content.service.emergencyTowing.providerDoes.1',
      'content.service.emergencyTowing.providerDoes.2',
      'content.service.emergencyTowing.providerDoes.3',
    ],
    haveReadyIds: [
      'content.service.emergencyTowing.haveReady.1',
      'content.service.emergencyTowing.haveReady.2',
      'content.service.emergencyTowing.haveReady.3',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      { questionId: 'content.service.emergencyTowing.faq.1.question', answerId: 'content.service.emergencyTowing.faq.1.answer' },
      { questionId: 'content.service.emergencyTowing.faq.2.question', answerId: 'content.service.emergencyTowing.faq.2.answer' },
      { questionId: 'content.service.emergencyTowing.faq.3.question', answerId: 'content.service.emergencyTowing.faq.3.answer' },
    ],
  },
  {
    slug: 'jump-start-service',
    titleId: 'site.service.jumpStart.title',
    descriptionId: 'content.service.jumpStart.description',
    icon: 'bolt',
    providerDoesIds: [
      'content.service.jumpStart.providerDoes.1',
      'content.service.jumpStart.providerDoes.2',
      'content.service.jumpStart.providerDoes.3',
    ],
    haveReadyIds: ['content.service.jumpStart.haveReady.1', 'content.service.jumpStart.haveReady.2', DESCRIBE_THE_VEHICLE],
    faqs: [
      { questionId: 'content.service.jumpStart.faq.1.question', answerId: 'content.service.jumpStart.faq.1.answer' },
      { questionId: 'content.service.jumpStart.faq.2.question', answerId: 'content.service.jumpStart.faq.2.answer' },
      { questionId: 'content.service.jumpStart.faq.3.question', answerId: 'content.service.jumpStart.faq.3.answer' },
    ],
  },
  {
    slug: 'flat-tire-change',
    titleId: 'site.service.flatTire.title',
    descriptionId: 'content.service.flatTire.description',
    icon: 'tire',
    providerDoesIds: [
      'content.service.flatTire.providerDoes.1',
      'content.service.flatTire.providerDoes.2',
      'content.service.flatTire.providerDoes.3',
    ],
    haveReadyIds: ['content.service.flatTire.haveReady.1', 'content.service.flatTire.haveReady.2', DESCRIBE_THE_VEHICLE],
    faqs: [
      { questionId: 'content.service.flatTire.faq.1.question', answerId: 'content.service.flatTire.faq.1.answer' },
      { questionId: 'content.service.flatTire.faq.2.question', answerId: 'content.service.flatTire.faq.2.answer' },
    ],
  },
  {
    slug: 'lockout-assistance',
    titleId: 'site.service.lockout.title',
    descriptionId: 'content.service.lockout.description',
    icon: 'key',
    providerDoesIds: ['content.service.lockout.providerDoes.1', 'content.service.lockout.providerDoes.2'],
    haveReadyIds: [PHOTO_ID, 'content.service.lockout.haveReady.1', DESCRIBE_THE_VEHICLE],
    faqs: [
      { questionId: 'content.service.lockout.faq.1.question', answerId: 'content.service.lockout.faq.1.answer' },
      { questionId: 'content.service.lockout.faq.2.question', answerId: 'content.service.lockout.faq.2.answer' },
      { questionId: 'content.service.lockout.faq.3.question', answerId: 'content.service.lockout.faq.3.answer' },
    ],
  },
  {
    slug: 'fuel-delivery',
    titleId: 'site.service.fuelDelivery.title',
    descriptionId: 'content.service.fuelDelivery.description',
    icon: 'fuel',
    providerDoesIds: ['content.service.fuelDelivery.providerDoes.1', 'content.service.fuelDelivery.providerDoes.2'],
    haveReadyIds: ['content.service.fuelDelivery.haveReady.1', 'content.service.fuelDelivery.haveReady.2', DESCRIBE_THE_VEHICLE],
    faqs: [
      { questionId: 'content.service.fuelDelivery.faq.1.question', answerId: 'content.service.fuelDelivery.faq.1.answer' },
      { questionId: 'content.service.fuelDelivery.faq.2.question', answerId: 'content.service.fuelDelivery.faq.2.answer' },
    ],
  },
  {
    slug: 'battery-replacement',
    titleId: 'site.service.batteryReplacement.title',
    descriptionId: 'content.service.batteryReplacement.description',
    icon: 'battery',
    providerDoesIds: [
      'content.service.batteryReplacement.providerDoes.1',
      'content.service.batteryReplacement.providerDoes.2',
      'content.service.batteryReplacement.providerDoes.3',
    ],
    haveReadyIds: ['content.service.batteryReplacement.haveReady.1', 'content.service.batteryReplacement.haveReady.2', DESCRIBE_THE_VEHICLE],
    faqs: [
      { questionId: 'content.service.batteryReplacement.faq.1.question', answerId: 'content.service.batteryReplacement.faq.1.answer' },
      { questionId: 'content.service.batteryReplacement.faq.2.question', answerId: 'content.service.batteryReplacement.faq.2.answer' },
    ],
  },
  {
    slug: 'heavy-duty-towing',
    titleId: 'site.service.heavyDutyTowing.title',
    descriptionId: 'content.service.heavyDutyTowing.description',
    icon: 'truck',
    providerDoesIds: [
      'content.service.heavyDutyTowing.providerDoes.1',
      'content.service.heavyDutyTowing.providerDoes.2',
      'content.service.heavyDutyTowing.providerDoes.3',
    ],
    haveReadyIds: [
      'content.service.heavyDutyTowing.haveReady.1',
      'content.service.heavyDutyTowing.haveReady.2',
      'content.service.heavyDutyTowing.haveReady.3',
    ],
    faqs: [
      { questionId: 'content.service.heavyDutyTowing.faq.1.question', answerId: 'content.service.heavyDutyTowing.faq.1.answer' },
      { questionId: 'content.service.heavyDutyTowing.faq.2.question', answerId: 'content.service.heavyDutyTowing.faq.2.answer' },
      { questionId: 'content.service.heavyDutyTowing.faq.3.question', answerId: 'content.service.heavyDutyTowing.faq.3.answer' },
    ],
  },
  {
    slug: 'winch-out-service',
    titleId: 'site.service.winchOut.title',
    descriptionId: 'content.service.winchOut.description',
    icon: 'chain',
    providerDoesIds: [
      'content.service.winchOut.providerDoes.1',
      'content.service.winchOut.providerDoes.2',
      'content.service.winchOut.providerDoes.3',
    ],
    haveReadyIds: ['content.service.winchOut.haveReady.1', 'content.service.winchOut.haveReady.2', 'content.service.winchOut.haveReady.3'],
    faqs: [
      { questionId: 'content.service.winchOut.faq.1.question', answerId: 'content.service.winchOut.faq.1.answer' },
      { questionId: 'content.service.winchOut.faq.2.question', answerId: 'content.service.winchOut.faq.2.answer' },
    ],
  },
  {
    slug: 'commercial-vehicle-service',
    titleId: 'site.service.commercialVehicle.title',
    descriptionId: 'content.service.commercialVehicle.description',
    icon: 'truck',
    providerDoesIds: [
      'content.service.commercialVehicle.providerDoes.1',
      'content.service.commercialVehicle.providerDoes.2',
      'content.service.commercialVehicle.providerDoes.3',
    ],
    haveReadyIds: [
      'content.service.commercialVehicle.haveReady.1',
      'content.service.commercialVehicle.haveReady.2',
      'content.service.commercialVehicle.haveReady.3',
    ],
    faqs: [
      { questionId: 'content.service.commercialVehicle.faq.1.question', answerId: 'content.service.commercialVehicle.faq.1.answer' },
      { questionId: 'content.service.commercialVehicle.faq.2.question', answerId: 'content.service.commercialVehicle.faq.2.answer' },
    ],
  },
];

/** The services grid on the home page, in display order. */
export const homeServices: readonly Service[] = services.filter((service) => service.slug !== 'commercial-vehicle-service');

/** The footer's "Our Services" column also links commercial vehicle service. */
export const footerServices: readonly Pick<ServiceLink, 'slug' | 'titleId'>[] = services;

/** Spec §2: an unknown service name falls back to the first service. Accepts a slug or a name as typed. */
export function serviceOrFirst(param: string | undefined): Service {
  const slug = param ? toSlug(param) : '';
  return services.find((service) => service.slug === slug) ?? services[0];
}
