import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffDirectoryService } from '../../staff';
import { BusinessAccount } from '../entities/business-account.entity';

/** Where an account's alerts go: its active admins' phones, or the billing phone when no admin gave one. */
export async function accountAlertPhones(tx: EntityManager, directory: StaffDirectoryService, accountId: string): Promise<string[]> {
  const admins = await directory.accountAdminPhones(accountId);
  if (admins.length > 0) return admins;
  const account = await tx.findOne(BusinessAccount, { id: accountId }, { fields: ['billingPhone'] });
  return account ? [account.billingPhone] : [];
}
