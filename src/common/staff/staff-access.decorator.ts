import { SetMetadata } from '@nestjs/common';
import type { StaffAccess } from '../../domain/staff-roles';

export const STAFF_ACCESS_KEY = 'staffAccess';

/**
 * What a staff route asks of its caller's role (on the controller, or on a handler to differ from it).
 * A staff route without one is refused to everyone: access is never guessed.
 */
export const Access = (access: StaffAccess) => SetMetadata(STAFF_ACCESS_KEY, access);
