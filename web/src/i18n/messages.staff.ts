import commonEn from './catalogues/common.en.json';
import type { Messages } from './messages';

/**
 * What the staff area says before sign-in: the texts of its chrome and the shared components of the
 * sign-in page. The signed-in pages bring the whole English catalogue (AdminGuard), so the sign-in
 * page loads only this.
 */
export const STAFF_ENGLISH = commonEn as Messages;
