import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { StaffRecoveryCode } from '../entities/staff-recovery-code.entity';
import { newRecoveryCodes, readRecoveryCode, recoveryCodeHash } from './recovery-codes';

/** Ten one-time codes per person, shown once and stored hashed: the way back in when every other factor is lost. */
@Injectable()
export class RecoveryCodesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new set; the old codes stop working in the same transaction. */
  async replace(staffMemberId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.em.fork().transactional(async (em) => {
      await em.nativeDelete(StaffRecoveryCode, { staffMemberId });
      for (const code of codes) em.create(StaffRecoveryCode, { staffMemberId, codeHash: recoveryCodeHash(code) });
    });
    return codes;
  }

  /** Takes a code if it is theirs and unused; two sign-ins racing with one code cannot both take it. */
  async use(staffMemberId: string, typed: string): Promise<boolean> {
    const code = readRecoveryCode(typed);
    if (!code) return false;
    const taken = await this.em
      .fork()
      .nativeUpdate(StaffRecoveryCode, { staffMemberId, codeHash: recoveryCodeHash(code), usedAt: null }, { usedAt: this.clock.now() });
    return taken === 1;
  }

  left(staffMemberId: string): Promise<number> {
    return this.em.fork().count(StaffRecoveryCode, { staffMemberId, usedAt: null });
  }

  /** Whether this looks like a recovery code rather than an authenticator app's 6 digits. */
  static isRecoveryCode(typed: string): boolean {
    return readRecoveryCode(typed) !== null;
  }
}
