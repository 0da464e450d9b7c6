import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Provider, type NewProvider } from '../../src/modules/providers/entities/provider.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';

let sequence = 0;

export function aTrackingCode(): string {
  return randomBytes(8).toString('hex').replace(/[^a-z0-9]/g, '').slice(0, 8).padEnd(8, 'a');
}

/** A stored roster entry. */
export async function aProvider(em: EntityManager, overrides: Partial<NewProvider> = {}): Promise<Provider> {
  sequence += 1;
  const fork = em.fork();
  const provider = new Provider({
    name: 'Sam Rivera',
    phone: `+1972555${String(1000 + (sequence % 9000)).padStart(4, '0')}`,
    now: new Date('2026-11-23T12:00:00Z'),
    ...overrides,
  });
  await fork.persistAndFlush(provider);
  return provider;
}

/** A stored request in any state; every test builds its own. */
export async function aRequest(em: EntityManager, overrides: Partial<CustomerRequest> = {}): Promise<CustomerRequest> {
  sequence += 1;
  const fork = em.fork();
  const request = fork.create(CustomerRequest, {
    status: 'pending_admin_review',
    requestType: 'online',
    customerTrackingId: aTrackingCode(),
    phone: `+1214555${String(1000 + (sequence % 9000)).padStart(4, '0')}`,
    email: 'driver@example.com',
    vehicleYear: 2018,
    vehicleMake: 'Ford',
    vehicleModel: 'F-150',
    vehicleType: 'Pickup Truck',
    serviceType: 'Towing',
    locationAddress: '1500 Marilla St, Dallas, TX',
    destinationAddress: 'Fort Worth, TX',
    ...overrides,
  });
  await fork.flush();
  return request;
}

/** A stored request whose price is agreed ($200.00, a $30.00 deposit) and whose location is shared. */
export function anAgreedRequest(em: EntityManager, overrides: Partial<CustomerRequest> = {}): Promise<CustomerRequest> {
  return aRequest(em, {
    status: 'approved',
    adminPriceCents: 20000,
    finalPriceCents: 20000,
    customerFinalDecision: 'accepted',
    depositPercentage: 15,
    depositAmountCents: 3000,
    customerLat: 32.7767,
    customerLng: -96.797,
    useGps: true,
    ...overrides,
  });
}

/** A stored request whose $30.00 deposit is paid: ready for a provider. */
export function aPaidRequest(em: EntityManager, overrides: Partial<CustomerRequest> = {}): Promise<CustomerRequest> {
  return anAgreedRequest(em, {
    status: 'deposit_paid',
    depositPaid: true,
    depositPaidAt: new Date('2026-11-23T11:50:00Z'),
    paymentStatus: 'upfront_paid',
    ...overrides,
  });
}
