import { paths } from '@/lib/paths';

/** Every signed-in person's own sign-in page; also where someone is held until they set up the second factor their role needs. */
export const adminAccountPath = `${paths.admin}/account`;

/** An owner's page of one member of staff; the staff feature's links build the same address (staffPaths.member). */
export const adminStaffMemberPattern = `${paths.adminStaff}/:id`;
