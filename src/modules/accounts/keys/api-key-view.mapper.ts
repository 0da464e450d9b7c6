import type { ApiKeyView } from '../../../contracts/account-views';
import { iso } from '../../../common/time/iso';
import type { ApiKey } from '../entities/api-key.entity';

export const toApiKeyView = (key: ApiKey): ApiKeyView => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  createdBy: key.createdBy,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: iso(key.lastUsedAt),
  revokedAt: iso(key.revokedAt),
});
