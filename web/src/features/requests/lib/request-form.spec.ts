import { ERROR_CODES } from '@contracts/error-codes';
import {
  checkRequestForm,
  fieldForServerCode,
  initialRequestFormValues,
  toCreateRequestBody,
  type RequestFormValues,
} from './request-form';

const filled: RequestFormValues = {
  ...initialRequestFormValues,
  phone: '(214) 555-0188',
  vehicleYear: '2018',
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  locationAddress: '1500 Marilla St, Dallas, TX',
  destinationAddress: 'Fort Worth, TX',
};
const dallas = { lat: 32.7767, lng: -96.797 };
const fortWorth = { lat: 32.7555, lng: -97.3308 };

describe('checkRequestForm', () => {
  it('marks every blank required field and focuses the first one on the page', () => {
    const failure = checkRequestForm({ ...filled, phone: ' ', vehicleModel: '' });
    expect(failure).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
      firstField: 'phone',
    });
    expect(Object.keys(failure!.errors)).toEqual(['phone', 'vehicleModel']);
  });

  it('asks a towing request for its destination', () => {
    expect(checkRequestForm({ ...filled, destinationAddress: '' })).toMatchObject({
      title: 'Missing Destination',
      description: 'Please provide a destination address for towing service',
      firstField: 'destinationAddress',
    });
  });

  it('passes a complete request, and a non-towing one without destination', () => {
    expect(checkRequestForm(filled)).toBeNull();
    expect(checkRequestForm({ ...filled, serviceType: 'Jump Start', destinationAddress: '' })).toBeNull();
  });
});

describe('toCreateRequestBody', () => {
  it('computes the distance only from two device fixes (spec §9)', () => {
    expect(toCreateRequestBody(filled, { pickup: dallas, destination: fortWorth }).estimatedDistance).toBe(31.1);
    expect(toCreateRequestBody(filled, { pickup: dallas, destination: null }).estimatedDistance).toBeNull();
    expect(toCreateRequestBody(filled, { pickup: null, destination: fortWorth }).estimatedDistance).toBeNull();
  });

  it('sends GPS only with a pickup fix', () => {
    expect(toCreateRequestBody(filled, { pickup: dallas, destination: null })).toMatchObject({ useGps: true, customerLat: 32.7767 });
    expect(toCreateRequestBody(filled, { pickup: null, destination: null })).toMatchObject({ useGps: false, customerLat: null });
  });

  it('drops the destination of a service that is not towing', () => {
    const body = toCreateRequestBody({ ...filled, serviceType: 'Lockout Service' }, { pickup: dallas, destination: fortWorth });
    expect(body).toMatchObject({ destinationAddress: undefined, destinationLat: null, estimatedDistance: null });
  });

  it('trims what was typed and leaves empty optional fields out', () => {
    const body = toCreateRequestBody({ ...filled, vehicleMake: '  Ford ', email: '  ' }, { pickup: null, destination: null });
    expect(body).toMatchObject({ vehicleMake: 'Ford', email: undefined });
  });
});

describe('fieldForServerCode', () => {
  it('marks the field a field-level server code names', () => {
    expect(fieldForServerCode(ERROR_CODES.missingDestination)).toBe('destinationAddress');
    expect(fieldForServerCode(ERROR_CODES.invalidPhone)).toBe('phone');
    expect(fieldForServerCode(ERROR_CODES.invalidEmail)).toBe('email');
    expect(fieldForServerCode(ERROR_CODES.invalidYear)).toBe('vehicleYear');
  });

  it('marks no field for other codes, unknown codes or none', () => {
    expect(fieldForServerCode(ERROR_CODES.missingInformation)).toBeUndefined();
    expect(fieldForServerCode('toString')).toBeUndefined();
    expect(fieldForServerCode(undefined)).toBeUndefined();
  });
});
