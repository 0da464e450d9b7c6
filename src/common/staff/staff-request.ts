import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '../../domain/staff-roles';

/** The member of staff the admin guard signed in for a request. */
export interface SignedInAdmin {
  id: string;
  email: string;
  name: string;
  role: MemberRole;
}

export type AdminRequest = FastifyRequest & { admin?: SignedInAdmin };
