import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessAccount } from '../entities/business-account.entity';

/** Where an account's alerts go: its active admins' phones, or the billing phone when no admin gave one. */
export async function accountAlertPhones(tx: EntityManager, accountId: string): Promise<string[]> {
  const admins: Array<{ phone: string }> = await tx.execute(
    `select distinct phone from staff_members where account_id = ? and role = 'account_admin' and deactivated_at is null and phone is not null`,
    [accountId],
  );
  if (admins.length > 0) return admins.map((admin) => admin.phone);
  const account = await tx.findOne(BusinessAccount, { id: accountId }, { fields: ['billingPhone'] });
  return account ? [account.billingPhone] : [];
}
