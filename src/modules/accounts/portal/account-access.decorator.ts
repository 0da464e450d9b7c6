import { SetMetadata } from '@nestjs/common';
import type { AccountRole } from '../../../domain/business-accounts';

export const ACCOUNT_ACCESS_KEY = 'accountAccess';

/**
 * What a portal route (/api/business) asks of the member's role: 'requester' lets every member in,
 * 'account_admin' only the account's admins. A portal route without one is refused to everyone.
 */
export const AccountAccess = (role: AccountRole) => SetMetadata(ACCOUNT_ACCESS_KEY, role);
