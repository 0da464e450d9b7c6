import type { PartnerEventBody, PartnerJobView } from '../../../contracts/account-views';
import type { PartnerEvent } from '../../../domain/business-accounts';

/** The bytes every attempt and replay of one event sends: written once, stored, never rebuilt. */
export function eventBody(id: string, type: PartnerEvent | 'endpoint.test', createdAt: Date, data: PartnerJobView | null): string {
  const body: PartnerEventBody = { id, type, createdAt: createdAt.toISOString(), data };
  return JSON.stringify(body);
}
