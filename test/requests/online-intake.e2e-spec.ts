import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { INTAKE_LIMIT_PER_MINUTE } from '../../src/modules/requests/customer-requests.controller';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const validTowing = {
  phone: '(214) 555-0188',
  email: 'driver@example.com',
  vehicleYear: '2018',
  vehicleMake: 'Ford',
  vehicleModel: 'F-150',
  vehiclePlate: 'abc1234',
  vehicleType: 'Pickup Truck',
  serviceType: 'Towing',
  serviceDescription: 'Will not start',
  locationAddress: '1500 Marilla St, Dallas, TX',
  useGps: true,
  customerLat: 32.7767,
  customerLng: -96.797,
  destinationAddress: 'Fort Worth, TX',
  destinationLat: 32.7555,
  destinationLng: -97.3308,
  estimatedDistance: 31.1,
};

describe('POST /api/requests (online intake)', () => {
  // A fixed clock makes the newest vehicle year accepted known: 2027. The hourly text caps have a
  // spec of their own; here they stay out of the way of the per-minute limit.
  const t = useTestApp({
    clock: new ManualClock(new Date('2026-11-23T12:00:00Z')),
    env: { TEXTS_PER_NUMBER_PER_HOUR: '1000', TEXTS_PER_ADDRESS_PER_HOUR: '1000' },
  });
  const post = (body: object) => t.http().post('/api/requests').send(body);

  it('stores the request with an 8-character base-36 code, pending review', async () => {
    const response = await post(validTowing).expect(201);
    expect(response.body.trackingId).toMatch(/^[0-9a-z]{8}$/);
    expect(response.body.status).toBe('pending_admin_review');

    const stored = await t.em().findOneOrFail(CustomerRequest, { customerTrackingId: response.body.trackingId });
    expect(stored).toMatchObject({
      status: 'pending_admin_review',
      requestType: 'online',
      phone: '+12145550188',
      email: 'driver@example.com',
      vehicleYear: 2018,
      vehicleMake: 'Ford',
      vehicleModel: 'F-150',
      vehiclePlate: 'ABC1234',
      vehicleType: 'Pickup Truck',
      serviceType: 'Towing',
      serviceDescription: 'Will not start',
      locationAddress: '1500 Marilla St, Dallas, TX',
      destinationAddress: 'Fort Worth, TX',
      useGps: true,
      customerLat: 32.7767,
      customerLng: -96.797,
      destinationLat: 32.7555,
      destinationLng: -97.3308,
      estimatedDistance: 31.1,
      depositPercentage: 15,
      depositPaid: false,
    });
  });

  it('queues a text to the customer with the tracking link and an opt-out hint', async () => {
    const response = await post(validTowing).expect(201);
    const code = response.body.trackingId;
    const text = await waitFor(() => t.em().findOne(SmsMessage, { to: '+12145550188' }, { populate: ['request'] }));
    expect(text.template).toBe('request-received');
    expect(text.body).toBe(
      'DFW Roadside: we received your Towing request. A dispatcher will text you a price shortly. ' +
        `Follow it live: ${TEST_ENV.PUBLIC_URL}/track/${code} Reply STOP to opt out.`,
    );
    expect(text.request?.id).toBe(response.body.id);
  });

  it('logs the submission in the activity log as the customer', async () => {
    const response = await post(validTowing).expect(201);
    const entries = await t.em().find(ActivityLogEntry, { request: response.body.id });
    expect(entries.map(({ userType, action, createdAt }) => ({ userType, action, createdAt }))).toEqual([
      { userType: 'customer', action: 'Request submitted online (Towing)', createdAt: new Date('2026-11-23T12:00:00Z') },
    ]);
  });

  it('stores no distance when the destination has no coordinates', async () => {
    const response = await post({ ...validTowing, destinationLat: null, destinationLng: null }).expect(201);
    const stored = await t.em().findOneOrFail(CustomerRequest, response.body.id);
    expect(stored).toMatchObject({ useGps: true, customerLat: 32.7767, destinationLat: null, estimatedDistance: null });
  });

  it('stores no GPS flag without pickup coordinates', async () => {
    const response = await post({ ...validTowing, customerLat: null, customerLng: null }).expect(201);
    const stored = await t.em().findOneOrFail(CustomerRequest, response.body.id);
    expect(stored).toMatchObject({ useGps: false, customerLat: null, estimatedDistance: null });
  });

  it.each(['phone', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'locationAddress'])(
    'refuses a request without %s: Missing Information',
    async (field) => {
      const response = await post({ ...validTowing, [field]: '  ' }).expect(400);
      expect(response.body).toMatchObject({
        code: 'missing_information',
        title: 'Missing Information',
        message: 'Please fill in all required fields',
      });
    },
  );

  it('refuses a towing request without a destination: Missing Destination', async () => {
    const response = await post({ ...validTowing, destinationAddress: '' }).expect(400);
    expect(response.body).toMatchObject({
      title: 'Missing Destination',
      message: 'Please provide a destination address for towing service',
    });
  });

  it('needs no destination for a service that is not towing', async () => {
    await post({ ...validTowing, serviceType: 'Jump Start', destinationAddress: '' }).expect(201);
  });

  it.each([
    ['too short', '555'],
    ['premium rate', '+1 900 555 0123'],
    ['toll free', '(800) 555-0100'],
    ['outside the US', '+44 7911 123456'],
  ])('refuses a phone number we should not text (%s)', async (_kind, phone) => {
    const response = await post({ ...validTowing, phone }).expect(400);
    expect(response.body.message).toBe('Please enter a valid phone number');
  });

  it('refuses text it cannot store with a 400, not a 500', async () => {
    const response = await post({ ...validTowing, serviceDescription: 'stuck\u0000here' }).expect(400);
    expect(response.body.message).toBe('The request contains characters that cannot be stored.');
  });

  it('refuses coordinates sent as text instead of storing nothing', async () => {
    const response = await post({ ...validTowing, customerLat: '32.7767' }).expect(400);
    expect(response.body.message).toEqual(['The pickup coordinates are not valid']);
  });

  it('refuses an impossible vehicle year', async () => {
    const response = await post({ ...validTowing, vehicleYear: '1850' }).expect(400);
    expect(response.body.message).toBe('Please enter a vehicle year between 1900 and 2027');
  });

  it('refuses a malformed email but accepts none', async () => {
    const response = await post({ ...validTowing, email: 'not-an-email' }).expect(400);
    expect(response.body.message).toBe('Please enter a valid email');
    await post({ ...validTowing, email: '' }).expect(201);
  });

  it('refuses a service or vehicle type that is not on the list', async () => {
    const service = await post({ ...validTowing, serviceType: 'Helicopter' }).expect(400);
    expect(service.body.message).toEqual(['Please choose a service from the list']);
    const vehicle = await post({ ...validTowing, vehicleType: 'Spaceship' }).expect(400);
    expect(vehicle.body.message).toEqual(['Please choose a vehicle type from the list']);
  });

  it('refuses coordinates off the planet', async () => {
    const response = await post({ ...validTowing, customerLat: 123 }).expect(400);
    expect(response.body.message).toEqual(['The pickup coordinates are not valid']);
  });

  it('stores nothing when the request is refused', async () => {
    await post({ ...validTowing, phone: '' }).expect(400);
    expect(await t.em().count(CustomerRequest)).toBe(0);
    expect(await t.em().count(SmsMessage)).toBe(0);
  });

  it('limits how many requests one address can submit in a minute', async () => {
    for (let i = 0; i < INTAKE_LIMIT_PER_MINUTE; i++) await post(validTowing).expect(201);
    const response = await post(validTowing).expect(429);
    expect(response.body.message).toBe('Too many requests. Please wait a minute and try again.');
  });
});
