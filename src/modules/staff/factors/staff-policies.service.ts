import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { StaffPoliciesView } from '../../../contracts/staff-views';
import { needsSecondFactor, type MemberRole } from '../../../domain/staff-roles';
import { StaffPolicy } from '../entities/staff-policy.entity';

/** The owners' switches for the staff area, and the rule they feed: who must sign in with a second factor. */
@Injectable()
export class StaffPoliciesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(): Promise<StaffPoliciesView> {
    const row = await this.em.fork().findOne(StaffPolicy, { name: 'viewers_need_second_factor' });
    return { viewersNeedSecondFactor: row?.enabled ?? false };
  }

  async setViewersNeedSecondFactor(enabled: boolean): Promise<void> {
    await this.em.fork().upsert(StaffPolicy, { name: 'viewers_need_second_factor', enabled, updatedAt: this.clock.now() });
  }

  async mustHaveFactor(role: MemberRole): Promise<boolean> {
    if (this.config.staff.secondFactor === 'optional') return false;
    return needsSecondFactor(role, role === 'viewer' && (await this.read()).viewersNeedSecondFactor);
  }
}
