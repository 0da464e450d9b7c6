import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { StaffMember } from './entities/staff-member.entity';
import { StaffDirectoryService } from './staff-directory.service';

/** The staff's contact details for other modules, without the sign-in machinery. */
@Module({
  imports: [MikroOrmModule.forFeature([StaffMember])],
  providers: [StaffDirectoryService],
  exports: [StaffDirectoryService],
})
export class StaffDirectoryModule {}
