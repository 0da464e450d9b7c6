export const VEHICLE_TYPES = [
  'Car',
  'Motorcycle',
  'SUV',
  'Pickup Truck',
  'Van',
  'Semi Truck',
  'Trailer',
  'RV/Motorhome',
  'Bus',
  'Other Commercial Vehicle',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const DEFAULT_VEHICLE_TYPE: VehicleType = 'Car';

export const ONLINE_SERVICE_TYPES = [
  'Towing',
  'Jump Start',
  'Tire Change',
  'Lockout Service',
  'Fuel Delivery',
  'Battery Replacement',
  'Winch Out Service',
  'Heavy Duty Towing',
  'Flatbed Service',
  'Roadside Repair',
  'Other',
] as const;
export type OnlineServiceType = (typeof ONLINE_SERVICE_TYPES)[number];
export const DEFAULT_ONLINE_SERVICE_TYPE: OnlineServiceType = 'Towing';

export const PHONE_SERVICE_TYPES = [
  'car_towing',
  'semi_truck_towing',
  'jump_start',
  'tire_change',
  'lockout',
  'fuel_delivery',
  'semi_truck_repair',
  'other',
] as const;
export type PhoneServiceType = (typeof PHONE_SERVICE_TYPES)[number];

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

/** A phone request's service as the online form names it: providers list, and the rate card prices, services by those names. */
const ONLINE_SERVICE_OF_PHONE_TYPE: Record<PhoneServiceType, OnlineServiceType> = {
  car_towing: 'Towing',
  semi_truck_towing: 'Heavy Duty Towing',
  jump_start: 'Jump Start',
  tire_change: 'Tire Change',
  lockout: 'Lockout Service',
  fuel_delivery: 'Fuel Delivery',
  semi_truck_repair: 'Roadside Repair',
  other: 'Other',
};

/** The online name of a stored service type; a phone value is translated, anything else returned as stored. */
export const onlineServiceName = (serviceType: string): string =>
  Object.hasOwn(ONLINE_SERVICE_OF_PHONE_TYPE, serviceType) ? ONLINE_SERVICE_OF_PHONE_TYPE[serviceType as PhoneServiceType] : serviceType;

/** What a person reads for a stored service type, on every screen, text and export. */
export const serviceTypeLabel = (serviceType: string): string =>
  Object.hasOwn(PHONE_SERVICE_LABELS, serviceType) ? PHONE_SERVICE_LABELS[serviceType as PhoneServiceType] : serviceType;

export const INTAKE_MESSAGES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
  missingDestination: {
    title: 'Missing Destination',
    description: 'Please provide a destination address for towing service',
  },
} as const;
export type IntakeProblem = keyof typeof INTAKE_MESSAGES;

export interface IntakeInput {
  phone?: string;
  vehicleYear?: string | number;
  vehicleMake?: string;
  vehicleModel?: string;
  locationAddress?: string;
  serviceType?: string;
  destinationAddress?: string;
}

export function isTowingService(serviceType: string): boolean {
  return serviceType.toLowerCase().includes('tow');
}

const isBlank = (value: string | number | undefined | null): boolean =>
  value == null || (typeof value === 'number' ? !Number.isFinite(value) : value.trim() === '');

export function validateIntake(input: IntakeInput): IntakeProblem | null {
  const required = [
    input.phone,
    input.vehicleYear,
    input.vehicleMake,
    input.vehicleModel,
    input.locationAddress,
    input.serviceType,
  ];
  if (required.some(isBlank)) return 'missingInformation';
  if (isTowingService(input.serviceType!) && isBlank(input.destinationAddress)) return 'missingDestination';
  return null;
}
