import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { CustomerRequest } from '../../src/modules/requests/entities/customer-request.entity';

let sequence = 0;

export function aTrackingCode(): string {
  return randomBytes(8).toString('hex').replace(/[^a-z0-9]/g, '').slice(0, 8).padEnd(8, 'a');
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
