import {
  DEFAULT_ONLINE_SERVICE_TYPE,
  DEFAULT_VEHICLE_TYPE,
  INTAKE_MESSAGES,
  ONLINE_SERVICE_TYPES,
  PHONE_SERVICE_TYPES,
  VEHICLE_TYPES,
  isTowingService,
  validateIntake,
  type IntakeInput,
} from './request-intake';

const aJumpStart = (overrides: Partial<IntakeInput> = {}): IntakeInput => ({
  phone: '(214) 555-0142',
  vehicleYear: '2019',
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  locationAddress: '1500 Marilla St, Dallas, TX',
  serviceType: 'Jump Start',
  ...overrides,
});

describe('value lists', () => {
  it('defaults the vehicle to Car and the service to Towing', () => {
    expect(DEFAULT_VEHICLE_TYPE).toBe('Car');
    expect(VEHICLE_TYPES[0]).toBe('Car');
    expect(DEFAULT_ONLINE_SERVICE_TYPE).toBe('Towing');
    expect(ONLINE_SERVICE_TYPES[0]).toBe('Towing');
  });

  it('offers the spec lists in order', () => {
    expect(VEHICLE_TYPES).toHaveLength(10);
    expect(ONLINE_SERVICE_TYPES).toHaveLength(11);
    expect(PHONE_SERVICE_TYPES).toEqual([
      'car_towing',
      'semi_truck_towing',
      'jump_start',
      'tire_change',
      'lockout',
      'fuel_delivery',
      'semi_truck_repair',
      'other',
    ]);
  });
});

describe('isTowingService', () => {
  it.each(['Towing', 'Heavy Duty Towing', 'car_towing', 'semi_truck_towing', 'TOW'])('treats %p as towing', (type) => {
    expect(isTowingService(type)).toBe(true);
  });

  it.each(['Jump Start', 'Flatbed Service', 'Winch Out Service', 'semi_truck_repair', ''])(
    'does not treat %p as towing',
    (type) => {
      expect(isTowingService(type)).toBe(false);
    },
  );
});

describe('validateIntake', () => {
  it('accepts a complete non-towing request without a destination', () => {
    expect(validateIntake(aJumpStart())).toBeNull();
  });

  it('accepts the vehicle year as a number', () => {
    expect(validateIntake(aJumpStart({ vehicleYear: 2019 }))).toBeNull();
  });

  it.each<keyof IntakeInput>(['phone', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'locationAddress', 'serviceType'])(
    'requires %s',
    (field) => {
      expect(validateIntake(aJumpStart({ [field]: undefined }))).toBe('missingInformation');
      expect(validateIntake(aJumpStart({ [field]: '   ' }))).toBe('missingInformation');
    },
  );

  it('treats a non-numeric vehicle year number as missing', () => {
    expect(validateIntake(aJumpStart({ vehicleYear: Number.NaN }))).toBe('missingInformation');
  });

  it('requires a destination for towing', () => {
    expect(validateIntake(aJumpStart({ serviceType: 'Towing' }))).toBe('missingDestination');
    expect(validateIntake(aJumpStart({ serviceType: 'Heavy Duty Towing', destinationAddress: ' ' }))).toBe(
      'missingDestination',
    );
  });

  it('accepts towing with a destination', () => {
    expect(validateIntake(aJumpStart({ serviceType: 'Towing', destinationAddress: '4300 Main St, Dallas' }))).toBeNull();
  });

  it('reports missing information before a missing destination', () => {
    expect(validateIntake(aJumpStart({ serviceType: 'Towing', phone: '' }))).toBe('missingInformation');
  });

  it('carries the spec messages verbatim', () => {
    expect(INTAKE_MESSAGES.missingInformation).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
    });
    expect(INTAKE_MESSAGES.missingDestination).toEqual({
      title: 'Missing Destination',
      description: 'Please provide a destination address for towing service',
    });
  });
});
