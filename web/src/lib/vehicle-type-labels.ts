import type { VehicleType } from '@domain/request-intake';
import type { MessageId } from '@/i18n/messages';

/** Every vehicle type of the request form by its message (the stored value stays the English name). */
const VEHICLE_TYPE_LABEL_IDS: Record<VehicleType, MessageId> = {
  'Car': 'request.vehicleType.car',
  'Motorcycle': 'request.vehicleType.motorcycle',
  'SUV': 'request.vehicleType.suv',
  'Pickup Truck': 'request.vehicleType.pickupTruck',
  'Van': 'request.vehicleType.van',
  'Semi Truck': 'request.vehicleType.semiTruck',
  'Trailer': 'request.vehicleType.trailer',
  'RV/Motorhome': 'request.vehicleType.rv',
  'Bus': 'request.vehicleType.bus',
  'Other Commercial Vehicle': 'request.vehicleType.otherCommercial',
};

/** A stored vehicle type's message; null for a type this version does not know (shown as stored). */
export const vehicleTypeLabelId = (vehicleType: string): MessageId | null =>
  Object.hasOwn(VEHICLE_TYPE_LABEL_IDS, vehicleType) ? VEHICLE_TYPE_LABEL_IDS[vehicleType as VehicleType] : null;
