import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountCharge, type AccountChargeKind } from '../entities/account-charge.entity';

/** One charge as the invoices and the credit limit read it. */
export interface AccountChargeRecord {
  requestId: string;
  kind: AccountChargeKind;
  extraId: string | null;
  cents: number;
  description: string;
  partnerReference: string | null;
  incurredAt: Date;
}

/** A job's line first, then its extras, then a fee: the order an invoice lists one job's charges in. */
const KIND_ORDER: Record<AccountChargeKind, number> = { job: 0, extra: 1, cancellation_fee: 2 };

/** What business accounts owe for their jobs: read by period, for the monthly invoice and the credit limit. */
@Injectable()
export class AccountChargesService {
  constructor(private readonly em: EntityManager) {}

  /** The account's charges incurred from `from` (inclusive) to `to` (exclusive), oldest first. */
  async forAccount(accountId: string, from: Date, to: Date, em: EntityManager = this.em.fork()): Promise<AccountChargeRecord[]> {
    const rows = await em.find(AccountCharge, { accountId, incurredAt: { $gte: from, $lt: to } }, { orderBy: { incurredAt: 'asc', requestId: 'asc' } });
    return rows
      .map(({ requestId, kind, extraId, cents, description, partnerReference, incurredAt }) => ({ requestId, kind, extraId, cents, description, partnerReference, incurredAt }))
      .sort((a, b) => a.incurredAt.getTime() - b.incurredAt.getTime() || a.requestId.localeCompare(b.requestId) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  }

  /** The accounts with at least one charge in the period. */
  async accountsCharged(from: Date, to: Date): Promise<string[]> {
    const rows = await this.em.fork().execute<Array<{ account_id: string }>>(
      'select distinct account_id from account_charges where incurred_at >= ? and incurred_at < ? order by account_id',
      [from, to],
    );
    return rows.map((row) => row.account_id);
  }
}
