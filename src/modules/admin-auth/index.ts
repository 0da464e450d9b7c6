export { AdminAuthModule } from './admin-auth.module';
export type { AdminRequest } from './admin-session';
export { ADMIN_PATH_PREFIX } from './admin-session.guard';
