import type { Language } from './language';
import type { OnlineServiceType, VehicleType } from './request-intake';
import { isTowingService } from './request-intake';
import { parseTextCommand } from './text-commands';

/**
 * A request taken by text: a short conversation that asks, one text at a time, what the web form
 * asks (service, where, where to for a tow, the vehicle and its kind). Pure: the caller keeps the
 * conversation, looks up addresses, and writes the request when it is complete.
 */

/** A conversation with no answer for this long is over; the next text starts a new one. */
export const INTAKE_IDLE_MINUTES = 30;

export type IntakeStep = 'service' | 'location' | 'destination' | 'vehicle' | 'vehicle_type';

/** The menu of the service question, by its reply number (1–6). */
export const INTAKE_SERVICES = ['Towing', 'Jump Start', 'Tire Change', 'Lockout Service', 'Fuel Delivery', 'Other'] as const satisfies readonly OnlineServiceType[];

/** The menu of the vehicle question, by its reply number (1–8). */
export const INTAKE_VEHICLE_TYPES = [
  'Car',
  'SUV',
  'Pickup Truck',
  'Van',
  'Motorcycle',
  'Semi Truck',
  'RV/Motorhome',
  'Other Commercial Vehicle',
] as const satisfies readonly VehicleType[];

export interface IntakePlace {
  address: string;
  lat: number | null;
  lng: number | null;
  /** Shared from the phone's GPS on the one-tap page, not typed. */
  fromGps?: boolean;
}

export interface IntakeVehicle {
  year: number;
  make: string;
  model: string;
}

export interface IntakeAnswers {
  serviceType?: OnlineServiceType;
  location?: IntakePlace;
  destination?: IntakePlace;
  vehicle?: IntakeVehicle;
  vehicleType?: VehicleType;
}

export interface IntakeConversation {
  step: IntakeStep;
  answers: IntakeAnswers;
  /** Replies to the current question that could not be read; the second one asks a person to call. */
  misses: number;
  language: Language;
  /** Every text fully described, no 'open the link' (screen readers, flip phones). */
  textOnly: boolean;
}

export type CompleteIntake = Required<Pick<IntakeAnswers, 'serviceType' | 'location' | 'vehicle' | 'vehicleType'>> & Pick<IntakeAnswers, 'destination'>;

export type IntakeOutcome =
  /** Text `step`'s question; `hint` when the reply could not be read and the question comes again with its format. */
  | { kind: 'ask'; conversation: IntakeConversation; step: IntakeStep; hint: boolean }
  /** The second unreadable reply in a row: a dispatcher is asked to call; the question stays open. */
  | { kind: 'stuck'; conversation: IntakeConversation }
  /** Look the place up, then give the result to `placeFound`. */
  | { kind: 'locate'; conversation: IntakeConversation; query: string }
  /** Text the one-tap location page's link. */
  | { kind: 'send_location_link'; conversation: IntakeConversation }
  /** The language or the text-only mode changed: say so and ask the same question again. */
  | { kind: 'switched'; conversation: IntakeConversation; step: IntakeStep }
  | { kind: 'cancelled' }
  | { kind: 'complete'; conversation: IntakeConversation; answers: CompleteIntake };

interface Words {
  spaced: string;
  word: string;
}

function wordsOf(text: string): Words {
  const spaced = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { spaced, word: spaced.replace(/ /g, '') };
}

const has = ({ spaced }: Words, phrase: RegExp): boolean => phrase.test(spaced);

/** Words people use for each service, in English and Spanish; the first match in this order wins. */
const SERVICE_WORDS: ReadonlyArray<[OnlineServiceType, RegExp]> = [
  ['Towing', /\b(TOW|TOWING|TOW TRUCK|WRECKER|GRUA|REMOLQUE|REMOLCAR|ARRASTRE)\b/],
  ['Tire Change', /\b(FLAT|TIRES?|LLANTAS?|PONCHAD[AO]|NEUMATICOS?|GOMAS?)\b/],
  ['Lockout Service', /\b(LOCK(ED)? ?OUT|LOCKED|KEYS?|LLAVES?|CERRAD[OA]|ENCERRAD[OA]S?)\b/],
  ['Fuel Delivery', /\b(FUEL|GAS|GASOLINE|GASOLINA|DIESEL|COMBUSTIBLE)\b/],
  ['Jump Start', /\b(JUMP|BATTERY|DEAD|BATERIA|CORRIENTE|ARRANQUE|PASAR CORRIENTE)\b/],
];

const SPANISH_WORDS = /\b(HOLA|AYUDA|AUXILIO|NECESITO|GRUA|REMOLQUE|LLANTAS?|PONCHAD[AO]|BATERIA|GASOLINA|LLAVES?|CARRO|COCHE|SOLO TEXTO|ESPANOL|POR FAVOR)\b/;

/** The service a free text names, if it names one. */
export function serviceNamedIn(text: string): OnlineServiceType | null {
  const words = wordsOf(text);
  for (const [service, phrase] of SERVICE_WORDS) if (has(words, phrase)) return service;
  return null;
}

/** 'es' when the first text is Spanish ('necesito una grúa'); English otherwise. */
export const languageOfFirstText = (text: string): Language => (has(wordsOf(text), SPANISH_WORDS) ? 'es' : 'en');

const isTextOnlyWords = ({ word }: Words): boolean => word === 'TEXTONLY' || word === 'SOLOTEXTO';

/** Whether a text asks for the text-only mode (TEXT ONLY, SOLO TEXTO). */
export const asksForTextOnly = (text: string): boolean => isTextOnlyWords(wordsOf(text));

const LANGUAGE_WORDS: Record<string, Language> = { ESPANOL: 'es', SPANISH: 'es', ENGLISH: 'en', INGLES: 'en' };

/** The first conversation of a number: the service is asked unless the text already named it. */
export function startIntake(firstText: string): IntakeOutcome {
  const words = wordsOf(firstText);
  const serviceType = serviceNamedIn(firstText);
  const conversation: IntakeConversation = {
    step: 'service',
    answers: {},
    misses: 0,
    language: languageOfFirstText(firstText),
    textOnly: isTextOnlyWords(words),
  };
  return serviceType ? advance({ ...conversation, answers: { serviceType } }) : ask(conversation, false);
}

/**
 * A reply to the question waiting. `latestYear` is next year (a new model year is sold this year).
 * CANCEL REQUEST stops the conversation at any step; ESPAÑOL / ENGLISH and TEXT ONLY change how it speaks.
 */
export function answerIntake(conversation: IntakeConversation, text: string, latestYear: number): IntakeOutcome {
  const words = wordsOf(text);
  if (parseTextCommand(text).kind === 'cancel_request') return { kind: 'cancelled' };
  const language = LANGUAGE_WORDS[words.word];
  if (language) return { kind: 'switched', conversation: { ...conversation, language }, step: conversation.step };
  if (isTextOnlyWords(words)) return { kind: 'switched', conversation: { ...conversation, textOnly: true }, step: conversation.step };
  switch (conversation.step) {
    case 'service': {
      const serviceType = pick(words, INTAKE_SERVICES) ?? serviceNamedIn(text) ?? (/\b(OTHER|OTRO|OTRA)\b/.test(words.spaced) ? 'Other' : null);
      return serviceType ? advance(answered(conversation, { serviceType })) : missed(conversation);
    }
    case 'location':
    case 'destination': {
      if (words.word === 'LINK' || words.word === 'ENLACE') {
        return conversation.step === 'location' ? { kind: 'send_location_link', conversation } : missed(conversation);
      }
      return looksLikePlace(text) ? { kind: 'locate', conversation, query: text.trim().replace(/\s+/g, ' ') } : missed(conversation);
    }
    case 'vehicle': {
      const vehicle = vehicleIn(text, latestYear);
      return vehicle ? advance(answered(conversation, { vehicle })) : missed(conversation);
    }
    case 'vehicle_type': {
      const vehicleType = pick(words, INTAKE_VEHICLE_TYPES) ?? vehicleTypeNamedIn(words);
      return vehicleType ? advance(answered(conversation, { vehicleType })) : missed(conversation);
    }
  }
}

/**
 * The looked-up place for the location or destination question: null when the lookup found nothing
 * (asked again, with the format), a place without coordinates when no lookup could be made (taken
 * as written: the dispatcher reads it).
 */
export function placeFound(conversation: IntakeConversation, place: IntakePlace | null): IntakeOutcome {
  if (!place) return missed(conversation);
  const answer = conversation.step === 'location' ? { location: place } : { destination: place };
  return advance(answered(conversation, answer));
}

/** The position shared from the one-tap page answers the location question. */
export function locationShared(conversation: IntakeConversation, place: IntakePlace): IntakeOutcome | null {
  return conversation.step === 'location' ? placeFound(conversation, place) : null;
}

export const isIdle = (lastTextAt: Date, now: Date): boolean => now.getTime() - lastTextAt.getTime() >= INTAKE_IDLE_MINUTES * 60_000;

/** When a conversation last answered at `lastTextAt` stops accepting answers. */
export const idleAt = (lastTextAt: Date): Date => new Date(lastTextAt.getTime() + INTAKE_IDLE_MINUTES * 60_000);

function answered(conversation: IntakeConversation, answer: IntakeAnswers): IntakeConversation {
  return { ...conversation, answers: { ...conversation.answers, ...answer }, misses: 0 };
}

/** The first question not yet answered, or the whole request. */
function advance(conversation: IntakeConversation): IntakeOutcome {
  const { serviceType, location, destination, vehicle, vehicleType } = conversation.answers;
  const next: IntakeStep | null = !serviceType
    ? 'service'
    : !location
      ? 'location'
      : isTowingService(serviceType) && !destination
        ? 'destination'
        : !vehicle
          ? 'vehicle'
          : !vehicleType
            ? 'vehicle_type'
            : null;
  if (next) return ask({ ...conversation, step: next, misses: 0 }, false);
  return { kind: 'complete', conversation, answers: { serviceType: serviceType!, location: location!, destination, vehicle: vehicle!, vehicleType: vehicleType! } };
}

const ask = (conversation: IntakeConversation, hint: boolean): IntakeOutcome => ({ kind: 'ask', conversation, step: conversation.step, hint });

function missed(conversation: IntakeConversation): IntakeOutcome {
  const misses = conversation.misses + 1;
  const next = { ...conversation, misses };
  return misses >= 2 ? { kind: 'stuck', conversation: next } : ask(next, true);
}

/** A menu answer: its number ('2', '2.', '#2'), and nothing else. */
function pick<T>({ word }: Words, menu: readonly T[]): T | null {
  if (!/^\d{1,2}$/.test(word)) return null;
  return menu[Number(word) - 1] ?? null;
}

const VEHICLE_TYPE_WORDS: ReadonlyArray<[VehicleType, RegExp]> = [
  ['RV/Motorhome', /\b(RV|MOTORHOME|MOTOR HOME|CAMPER|CASA RODANTE)\b/],
  ['Semi Truck', /\b(SEMI|18 WHEELER|EIGHTEEN WHEELER|TRACTOR|CAMION)\b/],
  ['Trailer', /\b(TRAILER|TRAILA|REMOLQUE)\b/],
  ['Bus', /\b(BUS|AUTOBUS|CAMION DE PASAJEROS)\b/],
  ['Motorcycle', /\b(MOTORCYCLE|MOTORBIKE|BIKE|MOTO|MOTOCICLETA)\b/],
  ['Van', /\b(VAN|MINIVAN|FURGONETA)\b/],
  ['Pickup Truck', /\b(PICKUP|PICK UP|TRUCK|TROCA|CAMIONETA)\b/],
  ['SUV', /\b(SUV)\b/],
  ['Car', /\b(CAR|SEDAN|COUPE|CARRO|COCHE|AUTO|AUTOMOVIL)\b/],
  ['Other Commercial Vehicle', /\b(OTHER|OTRO|OTRA)\b/],
];

function vehicleTypeNamedIn(words: Words): VehicleType | null {
  for (const [type, phrase] of VEHICLE_TYPE_WORDS) if (has(words, phrase)) return type;
  return null;
}

/** An address or intersection has letters and is more than a word or two of them ('Main & Elm, Dallas'). */
function looksLikePlace(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 5 && trimmed.length <= 200 && /\p{L}{2,}/u.test(trimmed);
}

/** '2015 Honda Civic', 'honda civic 2015', "2015 Ford F-150": a four-digit year, a make and a model. */
export function vehicleIn(text: string, latestYear: number): IntakeVehicle | null {
  const years = [...text.matchAll(/\b(1[89]\d{2}|20\d{2})\b/g)];
  if (years.length !== 1) return null;
  const year = Number(years[0][1]);
  if (year < 1900 || year > latestYear) return null;
  const rest = text
    .replace(years[0][0], ' ')
    .replace(/[,;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ');
  if (rest.length < 2 || rest.join(' ').length > 80) return null;
  const [make, ...model] = rest;
  return { year, make: capitalised(make), model: model.join(' ') };
}

/** 'honda' → 'Honda'; 'BMW' and 'F-150' as written. */
const capitalised = (word: string): string => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word);
