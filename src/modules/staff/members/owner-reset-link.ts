import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';
import { generateCapabilityCode } from '../../../domain/tracking-codes';
import { ormOptions } from '../../../infra/database/orm-options';
import { StaffMember } from '../entities/staff-member.entity';
import { resetInvitation } from './reset-invitation';

/** The reset link of an active owner, made straight in the database; null when no active owner has that email. */
export async function ownerResetLink(config: AppConfig, email: string): Promise<string | null> {
  const orm = await MikroORM.init(ormOptions(config.databaseUrl));
  try {
    const em = orm.em.fork();
    const owner = await em.findOne(StaffMember, { email: email.trim().toLowerCase(), role: 'owner', deactivatedAt: null });
    if (!owner) return null;
    const { url } = resetInvitation(em, { member: owner, byId: null, code: generateCapabilityCode((n) => randomBytes(n)), now: new Date(), publicUrl: config.publicUrl });
    await em.flush();
    return url;
  } finally {
    await orm.close();
  }
}
