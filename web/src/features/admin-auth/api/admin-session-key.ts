export type AdminSession = { email: string };

export const adminSessionQueryKey = ['admin', 'session'] as const;
