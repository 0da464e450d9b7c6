import type { PhoneServiceType } from '@domain/request-intake';

/** Readable names of the phone form's service values (spec §3); online requests store readable names already. */
export const PHONE_SERVICE_LABELS: Record<PhoneServiceType, string> = {
  car_towing: 'Car Towing',
  semi_truck_towing: 'Semi Truck Towing',
  jump_start: 'Jump Start',
  tire_change: 'Tire Change',
  lockout: 'Lockout',
  fuel_delivery: 'Fuel Delivery',
  semi_truck_repair: 'Semi Truck Repair',
  other: 'Other',
};

export const serviceTypeLabel = (serviceType: string): string =>
  Object.hasOwn(PHONE_SERVICE_LABELS, serviceType) ? PHONE_SERVICE_LABELS[serviceType as PhoneServiceType] : serviceType;
