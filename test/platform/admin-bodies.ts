import type { Response } from 'supertest';

export type Body = Record<string, unknown>;

export type FieldKind = 'text' | 'integer' | 'boolean' | 'object';

/** One field of a route's body, as the table describes it. */
export interface Field {
  name: string;
  kind: FieldKind;
  /** Leaving it out must be refused. */
  required?: boolean;
  /** An empty string is a value here: the optional text is left blank. */
  blankAllowed?: boolean;
  /** Values of the right type that the route must still refuse. */
  outOfRange: unknown[];
  /** What the refusal's message must name; the field's name unless the spec words it otherwise. */
  reason?: RegExp;
}

export interface BadValue {
  label: string;
  /** `undefined` leaves the field out. */
  value: unknown;
}

const WRONG_TYPES: Record<FieldKind, BadValue[]> = {
  text: [
    { label: 'as a number', value: 42 },
    { label: 'as a boolean', value: true },
    { label: 'as an object', value: { text: 'x' } },
    { label: 'as an array', value: ['x'] },
  ],
  integer: [
    { label: 'as a numeric string', value: '100' },
    { label: 'as a boolean', value: true },
    { label: 'as an object', value: { cents: 100 } },
    { label: 'as an array', value: [100] },
  ],
  object: [
    { label: 'as a string', value: 'x' },
    { label: 'as a number', value: 42 },
    { label: 'as a boolean', value: true },
    { label: 'as an array', value: [{}] },
  ],
  boolean: [
    { label: 'as a string', value: 'false' },
    { label: 'as a number', value: 0 },
    { label: 'as an object', value: {} },
    { label: 'as an array', value: [false] },
  ],
};

const describeValue = (value: unknown): string =>
  typeof value === 'string' && value.length > 20 ? `a ${value.length}-character string` : JSON.stringify(value);

/** Every value a field must refuse: left out when required, null, mistyped, empty, out of range. */
export function badValues(field: Field): BadValue[] {
  return [
    ...(field.required ? [{ label: 'left out', value: undefined }] : []),
    { label: 'as null', value: null },
    ...WRONG_TYPES[field.kind],
    ...(field.blankAllowed ? [] : [{ label: 'as an empty string', value: '' }]),
    ...field.outOfRange.map((value) => ({ label: `as ${describeValue(value)}`, value })),
  ];
}

export function withField(body: Body, name: string, value: unknown): Body {
  const others = Object.fromEntries(Object.entries(body).filter(([key]) => key !== name));
  return value === undefined ? others : { ...others, [name]: value };
}

/** A message a person can act on: a short sentence, not a stack, an object or a placeholder. */
const readable = (message: unknown): boolean =>
  typeof message === 'string' &&
  message.trim() !== '' &&
  message.length <= 300 &&
  !/\n|\s+at\s+\S+\s+\(|\[object |undefined|NaN|Internal/.test(message);

/** A complaint about length, which only text has: said of null or a number, it points the person at the wrong problem. */
const ABOUT_LENGTH = /shorter than|characters or fewer/;

/**
 * What is wrong with the refusal of `value`, empty when it is right: a 400 JSON error whose messages
 * are all readable, one of which names the field's problem, none of which blames a length text does not have.
 */
export function refusalProblems(answer: Response, field: Field, value: unknown): string[] {
  const received = `${answer.status} ${answer.type} ${JSON.stringify(answer.body)}`.slice(0, 300);
  if (answer.status !== 400 || answer.type !== 'application/json') return [`answered ${received}`];
  const messages: unknown[] = [answer.body.message].flat();
  const reason = field.reason ?? new RegExp(field.name, 'i');
  if (messages.length === 0 || !messages.every(readable)) return [`no readable message: ${received}`];
  if (!messages.some((message) => reason.test(String(message)))) return [`no message names ${reason}: ${received}`];
  if (typeof value !== 'string' && messages.some((message) => ABOUT_LENGTH.test(String(message)))) return [`blames the length: ${received}`];
  return [];
}
