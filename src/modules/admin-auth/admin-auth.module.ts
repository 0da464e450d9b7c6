import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminSessionController } from './admin-session.controller';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminGateway } from './admin.gateway';
import { StaffInvitation } from './entities/staff-invitation.entity';
import { StaffMember } from './entities/staff-member.entity';
import { LoginThrottleService } from './login-throttle.service';
import { SignInService } from './sign-in.service';
import { SecurityLogModule } from './security-log.module';
import { StaffInvitationsController } from './staff/staff-invitations.controller';
import { StaffInvitationsService } from './staff/staff-invitations.service';
import { StaffController } from './staff/staff.controller';
import { StaffService } from './staff/staff.service';
import { NotificationsModule } from '../notifications';
import { RequestCoreModule } from '../request-core';

@Module({
  imports: [MikroOrmModule.forFeature([StaffMember, StaffInvitation]), NotificationsModule, RequestCoreModule, SecurityLogModule],
  controllers: [AdminSessionController, StaffController, StaffInvitationsController],
  providers: [
    AdminAuthService,
    AdminBootstrapService,
    AdminGateway,
    LoginThrottleService,
    SignInService,
    StaffService,
    StaffInvitationsService,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [AdminAuthService],
})
export class AdminAuthModule {}
