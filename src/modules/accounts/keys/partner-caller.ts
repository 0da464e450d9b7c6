import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../../domain/business-accounts';

/** Who called the partner API: the account behind the Bearer key, and the key. */
export interface PartnerCaller {
  accountId: string;
  accountName: string;
  keyId: string;
  keyPrefix: string;
  scopes: ApiKeyScope[];
}

export type PartnerRequest = FastifyRequest & { partner?: PartnerCaller };
