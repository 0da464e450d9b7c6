import type { ContentMessageId } from './content-messages';

export type VehicleCategory = { titleId: ContentMessageId; vehiclesId: ContentMessageId; serviceIds: readonly ContentMessageId[] };

export const vehicleCategories: readonly VehicleCategory[] = [
  {
    titleId: 'content.vehicleTypes.personal.title',
    vehiclesId: 'content.vehicleTypes.personal.vehicles',
    serviceIds: [
      'content.vehicleTypes.service.jumpStart',
      'content.vehicleTypes.service.flatTire',
      'content.vehicleTypes.service.lockouts',
      'content.vehicleTypes.service.fuelDelivery',
      'content.vehicleTypes.service.towing',
    ],
  },
  {
    titleId: 'content.vehicleTypes.commercial.title',
    vehiclesId: 'content.vehicleTypes.commercial.vehicles',
    serviceIds: [
      'content.vehicleTypes.service.heavyDutyTowing',
      'content.vehicleTypes.service.roadsideRepair',
      'content.vehicleTypes.service.winchOut',
      'content.vehicleTypes.service.fleetService',
    ],
  },
];
