/** Socket namespaces per audience, and the events each receives. */
export const NAMESPACES = {
  track: '/track',
  provider: '/provider',
  admin: '/admin',
} as const;

export const EVENTS = {
  requestCreated: 'request.created',
  requestChanged: 'request.changed',
  requestDeleted: 'request.deleted',
  providerLocation: 'provider.location',
  linkExpired: 'link.expired',
} as const;
export type RealtimeEvent = (typeof EVENTS)[keyof typeof EVENTS];

export const rooms = {
  track: (trackingCode: string) => `track:${trackingCode}`,
  job: (jobId: string) => `job:${jobId}`,
  admins: 'admins',
  adminSession: (sessionId: string) => `admin-session:${sessionId}`,
  adminUser: (adminId: string) => `admin-user:${adminId}`,
};
