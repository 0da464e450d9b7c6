export { AdminAuthModule } from './admin-auth.module';
export type { AdminRequest } from './admin-session';
