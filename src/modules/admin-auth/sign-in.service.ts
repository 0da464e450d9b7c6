import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { AdminAuthService } from './admin-auth.service';
import { type AdminRequest, awaitSecondFactor, startAdminSession } from './admin-session';
import type { SignInView } from './dto/sign-in.dto';
import type { StaffMember } from './entities/staff-member.entity';
import { SecurityLogService } from './security-log.service';

const signedIn = (staff: StaffMember): SignInView => ({ next: 'signed_in', staff: { email: staff.email, name: staff.name, role: staff.role } });

/** Signing in: the password, then the authenticator app's code for everyone who has set one up. */
@Injectable()
export class SignInService {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly security: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async withPassword(request: AdminRequest, email: string, password: string, address: string): Promise<SignInView> {
    const staff = await this.auth.verifyCredentials(email, password, address);
    if (staff.totpSecret) {
      await awaitSecondFactor(request, staff, this.clock.now());
      return { next: 'code' };
    }
    await startAdminSession(request, staff);
    await this.security.record({ kind: 'signed_in', email: staff.email, staffMemberId: staff.id, address, detail: 'with the password' });
    return signedIn(staff);
  }

  async withCode(request: AdminRequest, code: string, address: string): Promise<SignInView> {
    const staff = await this.auth.verifySecondFactor(request.session, code, address);
    await startAdminSession(request, staff);
    await this.security.record({ kind: 'signed_in', email: staff.email, staffMemberId: staff.id, address, detail: 'with the password and a code' });
    return signedIn(staff);
  }
}
