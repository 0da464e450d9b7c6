export { StaffModule } from './staff.module';
export { ADMIN_PATH_PREFIX } from './admin-session.guard';
export { staffSessions } from './staff-sessions';
export { ownerResetLink } from './members/owner-reset-link';
export { SecurityLogModule } from './security-log.module';
export { SecurityLogService } from './security-log.service';
export { StaffDirectoryModule } from './staff-directory.module';
export { StaffDirectoryService } from './staff-directory.service';
