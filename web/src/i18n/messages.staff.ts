import sharedEn from '@contracts/messages/shared.en.json';
import commonEn from './catalogues/common.en.json';
import errorsEn from './catalogues/errors.en.json';
import type { Messages } from './messages';

/**
 * What the staff area says before sign-in: its chrome, the shared components and error texts. The
 * signed-in pages bring the whole English catalogue (AdminGuard), so the sign-in page loads only this.
 */
export const STAFF_ENGLISH = { ...sharedEn, ...commonEn, ...errorsEn } as Messages;
