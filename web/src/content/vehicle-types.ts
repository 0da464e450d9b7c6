export type VehicleCategory = { title: string; vehicles: string; services: readonly string[] };

export const vehicleCategories: readonly VehicleCategory[] = [
  {
    title: 'Personal Vehicles',
    vehicles: 'Cars, SUVs, motorcycles and pickups',
    services: ['Jump Start', 'Flat Tire', 'Lockouts', 'Fuel Delivery', 'Towing'],
  },
  {
    title: 'Commercial Vehicles',
    vehicles: 'Semi trucks, trailers, RVs, buses and heavy equipment',
    services: ['Heavy Duty Towing', 'Roadside Repair', 'Winch Out', 'Fleet Service'],
  },
];
