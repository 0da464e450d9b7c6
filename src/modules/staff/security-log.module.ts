import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { StaffSecurityEvent } from './entities/staff-security-event.entity';
import { SecurityLogService } from './security-log.service';

/** The staff's security log alone: the api writes and reads it, the worker's retention job trims it. */
@Module({
  imports: [MikroOrmModule.forFeature([StaffSecurityEvent])],
  providers: [SecurityLogService],
  exports: [SecurityLogService],
})
export class SecurityLogModule {}
