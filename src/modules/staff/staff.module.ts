import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { StaffAuthService } from './staff-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminSessionController } from './admin-session.controller';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminGateway } from './admin.gateway';
import { StaffInvitation } from './entities/staff-invitation.entity';
import { StaffMember } from './entities/staff-member.entity';
import { LoginThrottleService } from './login-throttle.service';
import { SignInService } from './sign-in.service';
import { StaffPasskey } from './entities/staff-passkey.entity';
import { StaffPolicy } from './entities/staff-policy.entity';
import { StaffRecoveryCode } from './entities/staff-recovery-code.entity';
import { MySignInController } from './factors/my-sign-in.controller';
import { MySignInService } from './factors/my-sign-in.service';
import { PasskeysService } from './factors/passkeys.service';
import { RecoveryCodesService } from './factors/recovery-codes.service';
import { StaffPoliciesService } from './factors/staff-policies.service';
import { StaffDevicesService } from './sessions/staff-devices.service';
import { SecurityLogModule } from './security-log.module';
import { StaffInvitationsController } from './members/staff-invitations.controller';
import { StaffInvitationsService } from './members/staff-invitations.service';
import { StaffController } from './members/staff.controller';
import { StaffService } from './members/staff.service';
import { NotificationsModule } from '../notifications';
import { RequestCoreModule } from '../request-core';

@Module({
  imports: [MikroOrmModule.forFeature([StaffMember, StaffInvitation, StaffPasskey, StaffRecoveryCode, StaffPolicy]), NotificationsModule, RequestCoreModule, SecurityLogModule],
  controllers: [AdminSessionController, MySignInController, StaffController, StaffInvitationsController],
  providers: [
    StaffAuthService,
    AdminBootstrapService,
    AdminGateway,
    LoginThrottleService,
    MySignInService,
    PasskeysService,
    RecoveryCodesService,
    SignInService,
    StaffDevicesService,
    StaffPoliciesService,
    StaffService,
    StaffInvitationsService,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [StaffAuthService, StaffService],
})
export class StaffModule {}
