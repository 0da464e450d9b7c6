import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CustomerRequest } from './entities/customer-request.entity';

/** The provider's latest fix travels with the request into every audience's view. */
const WITH_POSITION = { populate: ['position'] } as const;

/** Every way the system finds requests; each call runs in its own fork unless given one. */
@Injectable()
export class RequestRepository {
  constructor(private readonly em: EntityManager) {}

  byId(id: string, em: EntityManager = this.em.fork()): Promise<CustomerRequest | null> {
    return em.findOne(CustomerRequest, { id }, WITH_POSITION);
  }

  byTrackingCode(code: string): Promise<CustomerRequest | null> {
    return this.em.fork().findOne(CustomerRequest, { customerTrackingId: code }, WITH_POSITION);
  }

  byJobId(jobId: string): Promise<CustomerRequest | null> {
    return this.em.fork().findOne(CustomerRequest, { providerJobId: jobId }, WITH_POSITION);
  }

  /** Requests not completed, newest first, up to `limit`, with how many there are in all. */
  open(limit: number): Promise<[CustomerRequest[], number]> {
    return this.em.fork().findAndCount(CustomerRequest, { status: { $ne: 'completed' } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** Deletes the request with its log, texts and payment records (foreign keys cascade). */
  async delete(id: string): Promise<boolean> {
    return (await this.em.fork().nativeDelete(CustomerRequest, { id })) > 0;
  }
}
