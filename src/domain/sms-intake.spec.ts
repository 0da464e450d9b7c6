import {
  answerIntake,
  asksForTextOnly,
  idleAt,
  isIdle,
  locationShared,
  placeFound,
  serviceNamedIn,
  startIntake,
  vehicleIn,
  type IntakeConversation,
  type IntakeOutcome,
  type IntakePlace,
} from './sms-intake';

const LATEST_YEAR = 2027;
const PICKUP: IntakePlace = { address: '2100 Ross Ave, Dallas, TX', lat: 32.79, lng: -96.8 };
const SHOP: IntakePlace = { address: '3500 Main St, Dallas, TX', lat: 32.78, lng: -96.78 };

function conversationOf(outcome: IntakeOutcome): IntakeConversation {
  if (!('conversation' in outcome)) throw new Error(`No conversation in ${outcome.kind}`);
  return outcome.conversation;
}

/** Answers in order, looking each place up as `lookup` says; the last outcome. */
function converse(first: string, replies: string[], lookup: (query: string) => IntakePlace | null = () => PICKUP): IntakeOutcome {
  let outcome = startIntake(first);
  for (const reply of replies) {
    outcome = answerIntake(conversationOf(outcome), reply, LATEST_YEAR);
    if (outcome.kind === 'locate') outcome = placeFound(outcome.conversation, lookup(outcome.query));
  }
  return outcome;
}

describe('the intake conversation by text', () => {
  describe('the first text', () => {
    it('asks for the service when the text names none', () => {
      expect(startIntake('hello?')).toMatchObject({ kind: 'ask', step: 'service', hint: false, conversation: { language: 'en', textOnly: false } });
    });

    it.each([
      ['tow', 'Towing'],
      ['I need a tow truck', 'Towing'],
      ['flat tire on I-35', 'Tire Change'],
      ['locked my keys in the car', 'Lockout Service'],
      ['out of gas', 'Fuel Delivery'],
      ['battery is dead', 'Jump Start'],
      ['necesito una grúa', 'Towing'],
      ['tengo una llanta ponchada', 'Tire Change'],
    ])('takes the service named in %p and asks where the vehicle is', (text, service) => {
      expect(startIntake(text)).toMatchObject({ kind: 'ask', step: 'location', conversation: { answers: { serviceType: service } } });
    });

    it('speaks Spanish when the first text is Spanish', () => {
      expect(conversationOf(startIntake('hola necesito ayuda')).language).toBe('es');
      expect(conversationOf(startIntake('hi, can you help')).language).toBe('en');
    });

    it('starts in text-only mode when the first text asks for it', () => {
      expect(conversationOf(startIntake('TEXT ONLY')).textOnly).toBe(true);
      expect(conversationOf(startIntake('solo texto')).textOnly).toBe(true);
      expect(asksForTextOnly('Text only.')).toBe(true);
    });
  });

  describe('a tow, question by question', () => {
    it('asks location, destination, vehicle and kind, then completes', () => {
      const afterLocation = converse('tow', ['2100 Ross Ave, Dallas']);
      expect(afterLocation).toMatchObject({ kind: 'ask', step: 'destination' });
      const afterDestination = converse('tow', ['2100 Ross Ave, Dallas', '3500 Main St, Dallas'], (query) => (query.startsWith('3500') ? SHOP : PICKUP));
      expect(afterDestination).toMatchObject({ kind: 'ask', step: 'vehicle' });
      const done = converse('tow', ['2100 Ross Ave, Dallas', '3500 Main St, Dallas', '2015 Honda Civic', '1'], (query) => (query.startsWith('3500') ? SHOP : PICKUP));
      expect(done).toEqual({
        kind: 'complete',
        conversation: expect.any(Object),
        answers: { serviceType: 'Towing', location: PICKUP, destination: SHOP, vehicle: { year: 2015, make: 'Honda', model: 'Civic' }, vehicleType: 'Car' },
      });
    });

    it('skips the destination for a service that is not a tow', () => {
      expect(converse('help', ['3', 'Main St & Elm St, Dallas'])).toMatchObject({ kind: 'ask', step: 'vehicle' });
      expect(converse('help', ['3', 'Main St & Elm St, Dallas', '2019 Toyota RAV4', 'suv'])).toMatchObject({
        kind: 'complete',
        answers: { serviceType: 'Tire Change', vehicleType: 'SUV', destination: undefined },
      });
    });

    it('reads the service menu by number or by words', () => {
      expect(converse('hi', ['2'])).toMatchObject({ step: 'location', conversation: { answers: { serviceType: 'Jump Start' } } });
      expect(converse('hi', ['#6'])).toMatchObject({ step: 'location', conversation: { answers: { serviceType: 'Other' } } });
      expect(converse('hi', ['lockout please'])).toMatchObject({ step: 'location', conversation: { answers: { serviceType: 'Lockout Service' } } });
      expect(converse('hi', ['something else'])).toMatchObject({ kind: 'ask', step: 'service', hint: true });
    });

    it('asks for the one-tap location page when LINK is the answer to where', () => {
      expect(converse('tow', ['link'])).toMatchObject({ kind: 'send_location_link', conversation: { step: 'location' } });
      expect(converse('grua', ['ENLACE'])).toMatchObject({ kind: 'send_location_link' });
    });

    it('takes a shared position as the location, and only at that question', () => {
      const waiting = conversationOf(startIntake('tow'));
      expect(locationShared(waiting, PICKUP)).toMatchObject({ kind: 'ask', step: 'destination', conversation: { answers: { location: PICKUP } } });
      const later = conversationOf(converse('tow', ['2100 Ross Ave, Dallas']));
      expect(locationShared(later, PICKUP)).toBeNull();
    });
  });

  describe('bad answers', () => {
    it('re-asks once with the format, then asks a dispatcher to call on the second miss', () => {
      const first = converse('tow', ['??']);
      expect(first).toMatchObject({ kind: 'ask', step: 'location', hint: true, conversation: { misses: 1 } });
      const second = answerIntake(conversationOf(first), '1', LATEST_YEAR);
      expect(second).toMatchObject({ kind: 'stuck', conversation: { step: 'location', misses: 2 } });
      // The question stays open: a good answer still moves on, with the count cleared.
      const recovered = answerIntake(conversationOf(second), '2100 Ross Ave, Dallas', LATEST_YEAR);
      expect(recovered).toMatchObject({ kind: 'locate' });
      expect(placeFound(conversationOf(recovered), PICKUP)).toMatchObject({ kind: 'ask', step: 'destination', conversation: { misses: 0 } });
    });

    it('re-asks an address the lookup could not find', () => {
      expect(converse('tow', ['Nowhere Road, Atlantis'], () => null)).toMatchObject({ kind: 'ask', step: 'location', hint: true });
    });

    it('refuses a destination LINK: the page shares where the phone is, not where the car goes', () => {
      expect(converse('tow', ['2100 Ross Ave, Dallas', 'link'])).toMatchObject({ kind: 'ask', step: 'destination', hint: true });
    });

    it.each([
      ['Honda Civic', 'no year'],
      ['2015', 'no make or model'],
      ['2015 Honda', 'no model'],
      ['1850 Ford Model T', 'a year before 1900'],
      ['2031 Tesla Model 2', 'a year after next year'],
      ['2015 2016 Honda Civic', 'two years'],
    ])('re-asks the vehicle for %p (%s)', (answer) => {
      expect(converse('jump', ['Main St & Elm St, Dallas', answer])).toMatchObject({ kind: 'ask', step: 'vehicle', hint: true });
    });

    it('re-asks the kind of vehicle for a number off the menu', () => {
      expect(converse('jump', ['Main St & Elm St, Dallas', '2015 Honda Civic', '9'])).toMatchObject({ kind: 'ask', step: 'vehicle_type', hint: true });
    });
  });

  describe('stopping and switching', () => {
    it('stops at any step on CANCEL REQUEST or CANCELAR SOLICITUD', () => {
      expect(converse('tow', ['cancel request'])).toEqual({ kind: 'cancelled' });
      expect(converse('tow', ['2100 Ross Ave, Dallas', '3500 Main St', 'Cancelar solicitud'])).toEqual({ kind: 'cancelled' });
    });

    it('switches language or to text-only and asks the same question again', () => {
      expect(converse('tow', ['español'])).toMatchObject({ kind: 'switched', step: 'location', conversation: { language: 'es' } });
      expect(converse('grua', ['english'])).toMatchObject({ kind: 'switched', step: 'location', conversation: { language: 'en' } });
      expect(converse('tow', ['text only'])).toMatchObject({ kind: 'switched', step: 'location', conversation: { textOnly: true } });
    });
  });

  describe('expiry', () => {
    const last = new Date('2026-11-26T23:40:00Z');

    it('is idle 30 minutes after the last text, not before', () => {
      expect(isIdle(last, new Date('2026-11-27T00:09:59Z'))).toBe(false);
      expect(isIdle(last, new Date('2026-11-27T00:10:00Z'))).toBe(true);
      expect(idleAt(last)).toEqual(new Date('2026-11-27T00:10:00Z'));
    });
  });

  describe('reading vehicles and services', () => {
    it.each([
      ['2015 Honda Civic', { year: 2015, make: 'Honda', model: 'Civic' }],
      ['honda civic 2015', { year: 2015, make: 'Honda', model: 'civic' }],
      ['2018 Ford F-150', { year: 2018, make: 'Ford', model: 'F-150' }],
      ['2020, BMW, X5', { year: 2020, make: 'BMW', model: 'X5' }],
    ])('reads %p', (text, vehicle) => {
      expect(vehicleIn(text, LATEST_YEAR)).toEqual(vehicle);
    });

    it('prefers a tow when the text asks for one among other words', () => {
      expect(serviceNamedIn('flat tire, need a tow')).toBe('Towing');
      expect(serviceNamedIn('hello')).toBeNull();
    });
  });
});
