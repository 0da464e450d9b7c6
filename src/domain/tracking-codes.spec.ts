import { randomBytes } from 'node:crypto';
import {
  generateCapabilityCode,
  generateJobNumber,
  generateLinkCode,
  generateOnlineTrackingCode,
  isCapabilityCode,
  isLinkCode,
  isOnlineTrackingCode,
  isTrackingCode,
  isUuid,
  type RandomSource,
} from './tracking-codes';

/** Hands out the given bytes in order and records how many were asked for each call. */
function scriptedRandom(bytes: number[]): RandomSource & { requests: number[] } {
  let next = 0;
  const requests: number[] = [];
  const source = (count: number): Uint8Array => {
    requests.push(count);
    const chunk = bytes.slice(next, next + count);
    next += count;
    return Uint8Array.from(chunk);
  };
  return Object.assign(source, { requests });
}

const counting = (start = 0): RandomSource => {
  let value = start;
  return (count) => Uint8Array.from({ length: count }, () => value++ % 256);
};

describe('generateOnlineTrackingCode', () => {
  it('makes 8 lower-case base-36 characters', () => {
    expect(generateOnlineTrackingCode(scriptedRandom([0, 1, 9, 10, 35, 36, 71, 100]))).toBe('019az0zs');
  });

  it('drops bytes of 252 and above so no character is favoured', () => {
    const random = scriptedRandom([252, 0, 1, 2, 3, 4, 5, 6, 255, 7]);
    expect(generateOnlineTrackingCode(random)).toBe('01234567');
    expect(random.requests).toEqual([8, 1, 1]);
  });

  it('uses every character equally often over whole cycles of byte values', () => {
    const random = counting();
    let chars = '';
    for (let i = 0; i < 63; i++) chars += generateOnlineTrackingCode(random);
    const counts = new Map<string, number>();
    for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(36);
    expect(new Set(counts.values())).toEqual(new Set([14]));
  });

  it('fails loudly when the random source runs dry', () => {
    expect(() => generateOnlineTrackingCode(() => new Uint8Array(0))).toThrow('Random source returned no bytes');
  });
});

describe('generateLinkCode', () => {
  it('makes 9 upper-case alphanumeric characters', () => {
    expect(generateLinkCode(scriptedRandom([0, 25, 26, 35, 36, 61, 62, 71, 251]))).toBe('AZ09AZ099');
  });

  it('produces codes its own check accepts', () => {
    const random = counting(200);
    for (let i = 0; i < 50; i++) expect(isLinkCode(generateLinkCode(random))).toBe(true);
  });
});

describe('code checks', () => {
  it('recognises online tracking codes', () => {
    expect(isOnlineTrackingCode('a1b2c3d4')).toBe(true);
    expect(isOnlineTrackingCode('A1B2C3D4')).toBe(false);
    expect(isOnlineTrackingCode('a1b2c3d')).toBe(false);
    expect(isOnlineTrackingCode('a1b2-3d4')).toBe(false);
  });

  it('recognises link codes', () => {
    expect(isLinkCode('AB12CD34E')).toBe(true);
    expect(isLinkCode('ab12cd34e')).toBe(false);
    expect(isLinkCode('AB12CD34')).toBe(false);
  });

  it('accepts either kind as a tracking code and nothing else', () => {
    expect(isTrackingCode('a1b2c3d4')).toBe(true);
    expect(isTrackingCode('AB12CD34E')).toBe(true);
    expect(isTrackingCode('../etc/passwd')).toBe(false);
    expect(isTrackingCode(42)).toBe(false);
  });

  it('recognises UUIDs in either case', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(isUuid('3f2504e04f8911d39a0c0305e82c3301')).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});

describe('capability codes', () => {
  it('carry 128 random bits in 22 URL-safe characters', () => {
    const code = generateCapabilityCode((count) => new Uint8Array(count).fill(255));
    expect(code).toBe('_____________________w');
    expect(isCapabilityCode(code)).toBe(true);
    expect(isCapabilityCode(generateCapabilityCode((count) => randomBytes(count)))).toBe(true);
  });

  it('refuse anything else', () => {
    expect(isCapabilityCode('short')).toBe(false);
    expect(isCapabilityCode('A'.repeat(23))).toBe(false);
    expect(isCapabilityCode(`${'A'.repeat(21)}!`)).toBe(false);
  });

  it('refuse a random source that returns too few bytes', () => {
    expect(() => generateCapabilityCode(() => new Uint8Array(8))).toThrow();
  });
});

describe('job numbers', () => {
  it('have four digits, from 1000 to 9999', () => {
    expect(generateJobNumber(() => Uint8Array.of(0, 0))).toBe('1000');
    expect(generateJobNumber(() => Uint8Array.of(255, 255))).toBe(String(1000 + (65535 % 9000)));
    expect(generateJobNumber(() => Uint8Array.of(0x23, 0x27))).toBe('9999');
  });
});
