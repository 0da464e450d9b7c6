import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminSessionController } from './admin-session.controller';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminGateway } from './admin.gateway';
import { AdminUser } from './entities/admin-user.entity';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  imports: [MikroOrmModule.forFeature([AdminUser])],
  controllers: [AdminSessionController],
  providers: [
    AdminAuthService,
    AdminBootstrapService,
    AdminGateway,
    LoginThrottleService,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
  exports: [AdminAuthService],
})
export class AdminAuthModule {}
