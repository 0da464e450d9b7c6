import { SetMetadata } from '@nestjs/common';

export const DURING_FACTOR_SET_UP = 'staff:during-factor-set-up';

/** Open to someone signed in only to set up a second factor: their own sign-in page, and signing out. */
export const DuringFactorSetUp = () => SetMetadata(DURING_FACTOR_SET_UP, true);
