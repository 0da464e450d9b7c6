import { ApiError } from '@/lib/api-error';
import { uploadRetryDelay } from './upload-retry';

const offline = new ApiError(0, 'Unable to reach the server.');

describe('uploadRetryDelay', () => {
  it('tries a lost connection again three times, waiting longer each time', () => {
    expect([1, 2, 3, 4].map((failed) => uploadRetryDelay(offline, failed))).toEqual([1_000, 2_000, 4_000, null]);
  });

  it('tries a server fault again', () => {
    expect(uploadRetryDelay(new ApiError(503, 'Service Unavailable'), 1)).toBe(1_000);
  });

  it('never repeats a refusal', () => {
    for (const status of [400, 409, 410, 413, 429]) expect(uploadRetryDelay(new ApiError(status, 'Refused'), 1)).toBeNull();
  });

  it('gives up on anything that is not an answer from the server', () => {
    expect(uploadRetryDelay(new Error('Decoding failed'), 1)).toBeNull();
  });
});
