import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '../../domain/staff-roles';

/** The member of staff the admin guard signed in for a request. */
export interface SignedInAdmin {
  id: string;
  email: string;
  name: string;
  role: MemberRole;
  /** The business account of an account's person; null for the desk's staff. */
  accountId: string | null;
}

export type AdminRequest = FastifyRequest & { admin?: SignedInAdmin };
