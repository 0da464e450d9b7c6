import path from 'node:path';
import { E2E_LANE, laneSuffix } from './env';

/** Where the setup project keeps a lane's signed-in admin cookies for the specs that start signed in. */
export const adminStorageState = (lane: number) => path.join(__dirname, '..', '.auth', `admin${laneSuffix(lane).replace('_', '-')}.json`);

/** This worker's lane's signed-in admin. */
export const ADMIN_STORAGE_STATE = adminStorageState(E2E_LANE);

/** For the contexts that must start signed out: the sign-in tests, and every customer. */
export const SIGNED_OUT = { cookies: [], origins: [] };
