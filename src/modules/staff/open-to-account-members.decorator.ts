import { SetMetadata } from '@nestjs/common';

export const OPEN_TO_ACCOUNT_MEMBERS = 'openToAccountMembers';

/** A desk route a business account's person may use as well (signing out): every other desk route refuses them. */
export const OpenToAccountMembers = () => SetMetadata(OPEN_TO_ACCOUNT_MEMBERS, true);
