import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import type { ApiKeyView, CreatedApiKeyView } from '../../../contracts/account-views';
import { AccountErrors } from '../account-errors';
import { ApiKey } from '../entities/api-key.entity';
import { BusinessAccount } from '../entities/business-account.entity';
import { toApiKeyView } from './api-key-view.mapper';
import { newApiKey } from './api-key-secret';
import type { CreateApiKeyDto } from './api-key.dto';
import type { PartnerCaller } from './partner-caller';

/** A key's last use is written at most this often: a busy key costs no write per call. */
const LAST_USED_EVERY_MS = 60_000;

/** Partner API keys: made by an owner or an account admin, shown once, kept as a digest, revocable. */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(accountId: string): Promise<ApiKeyView[]> {
    const keys = await this.em.fork().find(ApiKey, { accountId }, { orderBy: { revokedAt: 'desc nulls first', createdAt: 'desc' } });
    return keys.map(toApiKeyView);
  }

  async create(accountId: string, body: CreateApiKeyDto, createdBy: string): Promise<CreatedApiKeyView> {
    const em = this.em.fork();
    if ((await em.count(BusinessAccount, { id: accountId, archivedAt: null })) === 0) throw AccountErrors.accountNotFound();
    const { key, prefix } = newApiKey();
    const row = em.create(ApiKey, { accountId, name: body.name.trim(), prefix, digest: capabilityDigest(key), scopes: body.scopes, createdBy, createdAt: this.clock.now() });
    await em.flush();
    return { ...toApiKeyView(row), key };
  }

  async revoke(accountId: string, keyId: string): Promise<ApiKeyView> {
    const em = this.em.fork();
    const key = await em.findOne(ApiKey, { id: keyId, accountId });
    if (!key) throw AccountErrors.keyNotFound();
    key.revokedAt ??= this.clock.now();
    await em.flush();
    return toApiKeyView(key);
  }

  /** The account behind a Bearer key; a 401 for a key that is unknown, revoked, or of a closed account. */
  async authenticate(key: string): Promise<PartnerCaller> {
    const em = this.em.fork();
    const found = await em.findOne(ApiKey, { digest: capabilityDigest(key), revokedAt: null });
    const account = found && (await em.findOne(BusinessAccount, { id: found.accountId, archivedAt: null }, { fields: ['name'] }));
    if (!found || !account) throw AccountErrors.keyInvalid();
    const now = this.clock.now();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      await em.nativeUpdate(ApiKey, { id: found.id }, { lastUsedAt: now });
    }
    return { accountId: found.accountId, accountName: account.name, keyId: found.id, keyPrefix: found.prefix, scopes: found.scopes };
  }
}
