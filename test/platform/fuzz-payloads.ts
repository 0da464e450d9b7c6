import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

/**
 * Malformed request bodies for the fuzz test, generated from a fixed seed so every run sends the
 * same ones. A payload's `kind` says what is wrong with it and so which answer it must get.
 */
export type PayloadKind =
  | 'syntax' // not JSON at all
  | 'not-object' // JSON, but not an object
  | 'too-deep' // an object nested far deeper than any body of the API
  | 'too-large' // over the body size limit
  | 'too-many-fields' // a form with more fields than any webhook sends
  | 'media-type' // neither JSON nor a form
  | 'charset' // JSON in another character set than UTF-8
  | 'encoding' // compressed (gzip bombs among them) or an unknown Content-Encoding
  | 'invalid'; // well-formed, but breaks the endpoint's rules (unknown fields, NUL, lone surrogates, wrong types)

/** The body format a payload is in, and an address reads; an address refuses the others with 415. 'multipart' is the photo upload's. */
export type BodyFormat = 'json' | 'form' | 'multipart' | 'other';

export interface Payload {
  kind: PayloadKind;
  format: BodyFormat;
  /** A short description for failure reports. */
  label: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Sent without Content-Length, in chunks. */
  chunked?: boolean;
}

export const BODY_LIMIT_BYTES = 100 * 1024;
const FORM_FIELD_LIMIT = 200;
const DEPTH_LIMIT = 32;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** mulberry32: small, fast and good enough to pick test inputs from a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  'x\ud800@example.com',
  '\ud800@example.com',
  'driver\udfff@example.com',
  '"><script>alert(1)</script>',
  "'; drop table customer_requests; --",
  '%00',
  '%ff%fe',
  '../../etc/passwd',
  '\u202e',
  '😀',
  '1e400',
  'NaN',
  '-0',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '+1 (214) 555-0123 ext 9999999999999999',
  'A'.repeat(5_000),
];

const NASTY_NUMBERS = [0, -1, 1.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31), 12550, 99999999999];

const JS_LITERALS = ['NaN', 'Infinity', '-Infinity', 'undefined', '0x10', '.5', '01', '1.', '+1'];

const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'a.b', '$where', 'isAdmin', 'x\ud800'];

export class PayloadGenerator {
  private readonly random: () => number;

  /** `bodies` are the fields of each documented request body, so generated values reach the validators. */
  constructor(
    seed: number,
    private readonly bodies: string[][],
  ) {
    this.random = seededRandom(seed);
  }

  all(): Payload[] {
    return [
      ...this.repeat(200, () => this.syntax()),
      ...this.notObjects(),
      ...this.repeat(40, (i) => this.tooDeep(i)),
      ...this.repeat(12, (i) => this.tooLarge(i)),
      ...this.repeat(20, () => this.tooManyFields()),
      ...this.mediaTypes(),
      ...this.charsets(),
      ...this.encodings(),
      ...this.unstorableFields(),
      ...this.repeat(100, (i) => this.invalidJson(i)),
      ...this.repeat(20, (i) => this.invalidForm(i)),
    ];
  }

  private repeat(count: number, make: (index: number) => Payload): Payload[] {
    return Array.from({ length: count }, (_, index) => make(index));
  }

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  private json(kind: PayloadKind, label: string, text: string | Buffer, extra: Partial<Payload> = {}): Payload {
    return { kind, format: 'json', label, headers: { 'Content-Type': JSON_TYPE }, body: Buffer.from(text), ...extra };
  }

  private other(label: string, headers: Record<string, string>, text: string): Payload {
    return { kind: 'media-type', format: 'other', label, headers, body: Buffer.from(text) };
  }

  private form(kind: PayloadKind, label: string, fields: Array<[string, string]>): Payload {
    const text = new URLSearchParams(fields).toString();
    return { kind, format: 'form', label, headers: { 'Content-Type': FORM_TYPE }, body: Buffer.from(text) };
  }

  private value(depth: number): unknown {
    if (this.random() < 0.3) return this.pick(NASTY_STRINGS);
    switch (this.int(0, depth >= 3 ? 3 : 5)) {
      case 0:
        return this.pick(NASTY_STRINGS);
      case 1:
        return this.pick(NASTY_NUMBERS);
      case 2:
        return this.pick([true, false, null]);
      case 3:
        return `fuzz-${this.int(0, 1e6)}`;
      case 4:
        return Array.from({ length: this.int(0, 4) }, () => this.value(depth + 1));
      default:
        return this.objectText(depth + 1);
    }
  }

  /** JSON text of an object; written out by hand so keys like `__proto__` stay own keys. */
  private objectText(depth: number, mustBreakRules = false): RawJson {
    const fields = this.pick(this.bodies);
    const entries: string[] = [];
    const count = this.int(0, 5);
    for (let i = 0; i < count; i++) {
      const key = this.random() < 0.8 ? this.pick(fields) : this.pick(NASTY_KEYS);
      entries.push(`${JSON.stringify(key)}:${serialize(this.value(depth))}`);
    }
    // No endpoint documents a field named like this, so the body breaks its rules whatever else it holds.
    if (mustBreakRules) entries.splice(this.int(0, entries.length), 0, `"fuzz_${this.int(0, 1e6)}":${serialize(this.value(depth))}`);
    return new RawJson(`{${entries.join(',')}}`);
  }

  private syntax(): Payload {
    for (;;) {
      const base = this.objectText(0).text;
      const [label, mutated] = this.mutate(base);
      if (!parses(mutated)) return this.json('syntax', label, mutated);
    }
  }

  private mutate(text: string): [string, string | Buffer] {
    const at = this.int(0, text.length);
    switch (this.int(0, 11)) {
      case 0:
        return ['truncated', text.slice(0, this.int(1, Math.max(1, text.length - 1)))];
      case 1:
        return ['a character dropped', text.slice(0, at) + text.slice(at + 1)];
      case 2:
        return ['a stray character', text.slice(0, at) + this.pick([...'{}[]:,"\'\\tfnu0-+.eE x/#']) + text.slice(at)];
      case 3:
        return ['single quotes', text.replace(/"/g, "'")];
      case 4:
        return ['trailing garbage', text + this.pick([' x', '}', ',', '{}', 'null', ']', '\u0000'])];
      case 5:
        return ['leading garbage', this.pick([")]}'\n", 'while(1);', 'x', ',', '\u0000']) + text];
      case 6:
        return ['a trailing comma', text.replace(/}$/, ',}')];
      case 7:
        return ['a raw control character in a string', text.replace('"', `"${this.pick(['\n', '\t', '\u0001', '\u001f'])}`)];
      case 8:
        return ['an invalid escape', text.replace('"', `"${this.pick(['\\x41', '\\u12G4', '\\', '\\U0041', '\\a'])}`)];
      case 9:
        return ['a JavaScript literal', `{"priceCents":${this.pick(JS_LITERALS)}}`];
      case 10:
        return ['a comment', `/* ${this.int(0, 99)} */${text}`];
      default:
        return ['random bytes', Buffer.from(Array.from({ length: this.int(1, 200) }, () => this.int(0, 255)))];
    }
  }

  private notObjects(): Payload[] {
    const texts = ['null', 'true', 'false', '0', '-1.5', '"text"', '[]', '[{}]', '[1,2,3]', '"\\ud800"', '1e400', ' null '];
    return texts.map((text) => this.json('not-object', text, text));
  }

  private tooDeep(index: number): Payload {
    // Arrays open with one byte a level: the deepest fit about 45,000 levels under the size limit.
    const depth = index < 4 ? this.int(40_000, 45_000) : this.int(DEPTH_LIMIT + 1, 3_000);
    const opener = (level: number) => (depth > 3_000 || level % 2 === 0 || index % 3 === 0 ? '[' : '{"a":');
    const openers: string[] = [];
    for (let level = 1; level < depth; level++) openers.push(opener(level));
    const closers = openers.map((open) => (open === '[' ? ']' : '}')).reverse();
    const text = `{"email":"driver@example.com","x":${openers.join('')}1${closers.join('')}}`;
    return this.json('too-deep', `nested ${depth} levels`, text);
  }

  private tooLarge(index: number): Payload {
    const size = index < 3 ? this.int(1_000_000, 1_100_000) : this.int(BODY_LIMIT_BYTES + 1, 3 * BODY_LIMIT_BYTES);
    const text = `{"notes":"${'a'.repeat(size)}"}`;
    const chunked = index % 4 === 1;
    return this.json('too-large', `${text.length} bytes${chunked ? ', chunked' : ''}`, text, { chunked });
  }

  private tooManyFields(): Payload {
    const count = this.int(FORM_FIELD_LIMIT + 1, 2_000);
    const fields = Array.from({ length: count }, (_, i): [string, string] => [`Field${i}`, String(this.int(0, 9))]);
    return this.form('too-many-fields', `${count} form fields`, fields);
  }

  private mediaTypes(): Payload[] {
    const body = '{"email":"driver@example.com","password":"x"}';
    const types = [
      'text/plain',
      'text/plain; charset=utf-8',
      'text/html',
      'text/json',
      'application/xml',
      'text/xml',
      'multipart/form-data; boundary=fuzz',
      'application/octet-stream',
      'application/javascript',
      'application/jsonp',
      'application/x-json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
      'json',
      '*/*',
      'application/*',
      'application/json, text/plain',
      'image/png',
      '',
    ];
    return [
      ...types.map((type) => this.other(`Content-Type '${type}'`, { 'Content-Type': type }, body)),
      this.other('no Content-Type', {}, body),
    ];
  }

  private charsets(): Payload[] {
    const charsets = [
      ...['latin1', 'iso-8859-1', 'utf-16', 'utf-16le', 'utf-32', 'utf-7', 'ascii', 'us-ascii'],
      ...['windows-1252', 'klingon', '"utf-16"', 'binary', 'ucs-2', 'koi8-r', 'shift_jis'],
    ];
    return charsets.map((charset) => ({
      ...this.json('charset', `charset ${charset}`, '{"email":"driver@example.com"}'),
      headers: { 'Content-Type': `${JSON_TYPE}; charset=${charset}` },
    }));
  }

  private encodings(): Payload[] {
    const bomb = Buffer.concat([Buffer.from('{"notes":"'), Buffer.alloc(20_000_000, 0x61), Buffer.from('"}')]);
    const small = Buffer.from('{"email":"driver@example.com"}');
    const encoded: Array<[string, Buffer, string]> = [
      ['gzip', gzipSync(bomb), 'a gzip bomb'],
      ['deflate', deflateSync(bomb), 'a deflate bomb'],
      ['br', brotliCompressSync(bomb), 'a brotli bomb'],
      ['gzip', gzipSync(small), 'gzip'],
      ['GZIP', gzipSync(small), 'gzip in capitals'],
      ['x-gzip', gzipSync(small), 'x-gzip'],
      ['gzip, gzip', gzipSync(gzipSync(small)), 'gzip twice'],
      ['zstd', small, 'zstd'],
      ['compress', small, 'compress'],
      ['aes128gcm', small, 'aes128gcm'],
      ['identity, gzip', gzipSync(small), 'identity then gzip'],
      ['klingon', small, 'an unknown encoding'],
    ];
    return encoded.map(([encoding, body, label]) => ({
      ...this.json('encoding', label, body),
      headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': encoding },
    }));
  }

  /** Every documented field holding text no database can store: NUL, and halves of a surrogate pair. */
  private unstorableFields(): Payload[] {
    const fields = [...new Set(this.bodies.flat())].sort();
    return fields.flatMap((field) =>
      ['\ud800', 'driver\udfff@example.com', 'a\u0000b'].map((text) =>
        this.json('invalid', `${field}: ${JSON.stringify(text)}`, `{${JSON.stringify(field)}:${JSON.stringify(text)}}`),
      ),
    );
  }

  private invalidJson(index: number): Payload {
    const text = this.objectText(0, true).text;
    return this.json('invalid', `invalid body #${index}`, text);
  }

  private invalidForm(index: number): Payload {
    const fields = Array.from({ length: this.int(1, 30) }, (): [string, string] => [
      this.pick(['MessageSid', 'MessageStatus', 'From', 'To', 'Body', ...NASTY_KEYS]),
      String(this.value(3)),
    ]);
    return this.form('invalid', `unsigned form #${index}`, fields);
  }
}

/** JSON text already written, kept apart from strings when values are serialized. */
class RawJson {
  constructor(readonly text: string) {}
}

function serialize(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  return JSON.stringify(value);
}

/** Whether the server's JSON reader (UTF-8, byte order mark dropped) would accept the bytes. */
function parses(text: string | Buffer): boolean {
  const decoded = typeof text === 'string' ? text : new TextDecoder('utf-8').decode(text);
  try {
    JSON.parse(decoded.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
}
