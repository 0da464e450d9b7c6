/** The Idempotency-Key of one submission and the body it was made for. */
export type SubmissionKey = { key: string; body: string };

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * One key per submission: sending the same body again (a retry after a lost answer) reuses the
 * key, so the server answers the first result instead of creating a second request; any edit
 * makes a new body and so a new key.
 */
export function keyForSubmission(body: unknown, previous: SubmissionKey | null, newKey: () => string = newIdempotencyKey): SubmissionKey {
  const serialized = JSON.stringify(body);
  return previous?.body === serialized ? previous : { key: newKey(), body: serialized };
}

/** A random UUID. `crypto.randomUUID` exists only in secure contexts; a plain-HTTP install has `getRandomValues`. */
export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
