import { SetMetadata } from '@nestjs/common';
import type { ApiKeyScope } from '../../../domain/business-accounts';

export const PARTNER_SCOPE_KEY = 'partnerScope';

/** The scope a partner API route (/api/partner/v1) needs of the caller's key. A route without one is refused to every key. */
export const PartnerScope = (scope: ApiKeyScope) => SetMetadata(PARTNER_SCOPE_KEY, scope);
