import path from 'node:path';
import { E2E_PORT } from './env';

/** Where the setup project keeps the signed-in admin's cookies for the specs that start signed in. */
export const ADMIN_STORAGE_STATE = path.join(__dirname, '..', '.auth', E2E_PORT === 3100 ? 'admin.json' : `admin-${E2E_PORT}.json`);

/** For the contexts that must start signed out: the sign-in tests, and every customer. */
export const SIGNED_OUT = { cookies: [], origins: [] };
