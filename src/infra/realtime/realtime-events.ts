/** Socket rooms; namespaces and event names are part of the API contract (src/contracts/socket-events). */
export const rooms = {
  track: (trackingCode: string) => `track:${trackingCode}`,
  job: (jobId: string) => `job:${jobId}`,
  admins: 'admins',
  offer: (offerId: string) => `offer:${offerId}`,
  providerPage: (providerId: string) => `provider-page:${providerId}`,
  adminSession: (sessionId: string) => `admin-session:${sessionId}`,
  adminUser: (adminId: string) => `admin-user:${adminId}`,
};

/**
 * The prefix of this install's socket.io channels in Redis; the adapter and the emitter must agree
 * on it. Channels ignore the Redis database number, so without it installs would hear each other.
 */
export const socketChannelKey = (installKey: string) => `${installKey}:socket.io`;
