export { AdminAuthModule } from './admin-auth.module';
export type { AdminRequest, SignedInAdmin } from './admin-session';
export { CurrentAdmin } from './signed-in-admin.decorator';
export { ADMIN_PATH_PREFIX } from './admin-session.guard';
export { staffSessions } from './staff-sessions';
