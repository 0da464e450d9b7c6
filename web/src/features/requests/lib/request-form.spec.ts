import { ERROR_CODES } from '@contracts/error-codes';
import { INTAKE_MESSAGES, VEHICLE_TYPES } from '@domain/request-intake';
import { ENGLISH } from '@/i18n/messages.en';
import {
  checkRequestForm,
  fieldForServerCode,
  initialRequestFormValues,
  REQUIRED_FIELD_MESSAGE,
  titleForServerCode,
  toCreateRequestBody,
  type RequestFormValues,
} from './request-form';
import { vehicleTypeLabelId } from '@/lib/vehicle-type-labels';

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
    expect(failure).toMatchObject({ firstField: 'phone' });
    expect(ENGLISH[failure!.title]).toBe('Missing Information');
    expect(ENGLISH[failure!.description]).toBe('Please fill in all required fields');
    expect(failure!.errors).toEqual({ phone: REQUIRED_FIELD_MESSAGE, vehicleModel: REQUIRED_FIELD_MESSAGE });
    expect(ENGLISH[REQUIRED_FIELD_MESSAGE]).toBe('This field is required');
  });

  it('asks a towing request for its destination', () => {
    const failure = checkRequestForm({ ...filled, destinationAddress: '' });
    expect(failure).toMatchObject({ firstField: 'destinationAddress' });
    expect(ENGLISH[failure!.title]).toBe('Missing Destination');
    expect(ENGLISH[failure!.description]).toBe('Please provide a destination address for towing service');
    expect(failure!.errors).toEqual({ destinationAddress: failure!.description });
  });

  it("says each of the domain's intake problems in the domain's words", () => {
    const missing = checkRequestForm({ ...filled, phone: '' })!;
    const destination = checkRequestForm({ ...filled, destinationAddress: '' })!;
    expect({ title: ENGLISH[missing.title], description: ENGLISH[missing.description] }).toEqual(INTAKE_MESSAGES.missingInformation);
    expect({ title: ENGLISH[destination.title], description: ENGLISH[destination.description] }).toEqual(
      INTAKE_MESSAGES.missingDestination,
    );
  });

  it('passes a complete request, and a non-towing one without destination', () => {
    expect(checkRequestForm(filled)).toBeNull();
    expect(checkRequestForm({ ...filled, serviceType: 'Jump Start', destinationAddress: '' })).toBeNull();
  });
});

describe('toCreateRequestBody', () => {
  it('computes the distance only from two device fixes (spec §9)', () => {
    expect(toCreateRequestBody(filled, { pickup: dallas, destination: fortWorth }, 'en').estimatedDistance).toBe(31.1);
    expect(toCreateRequestBody(filled, { pickup: dallas, destination: null }, 'en').estimatedDistance).toBeNull();
    expect(toCreateRequestBody(filled, { pickup: null, destination: fortWorth }, 'en').estimatedDistance).toBeNull();
  });

  it('sends GPS only with a pickup fix', () => {
    expect(toCreateRequestBody(filled, { pickup: dallas, destination: null }, 'en')).toMatchObject({ useGps: true, customerLat: 32.7767 });
    expect(toCreateRequestBody(filled, { pickup: null, destination: null }, 'en')).toMatchObject({ useGps: false, customerLat: null });
  });

  it('drops the destination of a service that is not towing', () => {
    const body = toCreateRequestBody({ ...filled, serviceType: 'Lockout Service' }, { pickup: dallas, destination: fortWorth }, 'en');
    expect(body).toMatchObject({ destinationAddress: undefined, destinationLat: null, estimatedDistance: null });
  });

  it('trims what was typed and leaves empty optional fields out', () => {
    const body = toCreateRequestBody({ ...filled, vehicleMake: '  Ford ', email: '  ' }, { pickup: null, destination: null }, 'en');
    expect(body).toMatchObject({ vehicleMake: 'Ford', email: undefined });
  });

  it("sends the language the customer reads the form in", () => {
    expect(toCreateRequestBody(filled, { pickup: null, destination: null }, 'es').language).toBe('es');
    expect(toCreateRequestBody(filled, { pickup: null, destination: null }, 'en').language).toBe('en');
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

describe('titleForServerCode', () => {
  it("heads each intake refusal with the server's title", () => {
    expect(ENGLISH[titleForServerCode(ERROR_CODES.missingInformation)!]).toBe('Missing Information');
    expect(ENGLISH[titleForServerCode(ERROR_CODES.missingDestination)!]).toBe('Missing Destination');
    expect(ENGLISH[titleForServerCode(ERROR_CODES.invalidPhone)!]).toBe('Invalid Phone Number');
    expect(ENGLISH[titleForServerCode(ERROR_CODES.invalidEmail)!]).toBe('Invalid Email');
    expect(ENGLISH[titleForServerCode(ERROR_CODES.invalidYear)!]).toBe('Invalid Vehicle Year');
  });

  it('has none for other codes, unknown codes or none', () => {
    expect(titleForServerCode(ERROR_CODES.tooManyRequests)).toBeUndefined();
    expect(titleForServerCode('toString')).toBeUndefined();
    expect(titleForServerCode(undefined)).toBeUndefined();
  });
});

describe('vehicleTypeLabelId', () => {
  it('names every vehicle type of the form in its own words, and none it does not know', () => {
    for (const type of VEHICLE_TYPES) expect(ENGLISH[vehicleTypeLabelId(type)!]).toBe(type);
    expect(vehicleTypeLabelId('Hovercraft')).toBeNull();
    expect(vehicleTypeLabelId('toString')).toBeNull();
  });
});
