import type { FastifyRequest } from 'fastify';
import type { AccountRole } from '../../../domain/business-accounts';

/** A business account's person, signed in to the portal: the guard resolved them from the session. */
export interface AccountMember {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  accountId: string;
  accountName: string;
}

export type PortalRequest = FastifyRequest & { accountMember?: AccountMember };
