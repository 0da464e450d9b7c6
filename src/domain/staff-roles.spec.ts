import { mayUse, needsSecondFactor, STAFF_ACCESS, STAFF_ROLES, type StaffAccess, type StaffRole } from './staff-roles';

describe('the staff role table', () => {
  const table: Record<StaffRole, Record<StaffAccess, boolean>> = {
    owner: { read: true, desk: true, owner: true },
    dispatcher: { read: true, desk: true, owner: false },
    viewer: { read: true, desk: false, owner: false },
  };

  it.each(STAFF_ROLES.flatMap((role) => STAFF_ACCESS.map((access) => [role, access] as const)))('%s may use %s routes: as the table says', (role, access) => {
    expect(mayUse(role, access)).toBe(table[role][access]);
  });

  it('asks owners and dispatchers for a second factor, and viewers only when an owner requires it', () => {
    expect(needsSecondFactor('owner', false)).toBe(true);
    expect(needsSecondFactor('dispatcher', false)).toBe(true);
    expect(needsSecondFactor('viewer', false)).toBe(false);
    expect(needsSecondFactor('viewer', true)).toBe(true);
  });
});
