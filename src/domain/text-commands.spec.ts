import { extraAnswerOf, isEtaInRange, keywordLanguage, offerAnswerOf, parseTextCommand } from './text-commands';

describe('parseTextCommand', () => {
  it.each(['STOP', ' stop ', 'Stop.', 'STOPALL', 'unsubscribe', 'END', 'quit', 'OPTOUT', 'opt out', 'REVOKE', 'cancel'])(
    'reads %p as an opt-out',
    (body) => expect(parseTextCommand(body)).toEqual({ kind: 'opt_out' }),
  );

  it.each(['START', 'unstop', 'Un Stop'])('reads %p as an opt-in', (body) => expect(parseTextCommand(body)).toEqual({ kind: 'opt_in' }));

  it.each(['HELP', 'info', ' Help! '])('reads %p as help', (body) => expect(parseTextCommand(body)).toEqual({ kind: 'help' }));

  it('keeps YES apart: it confirms a pending cancel before it opts in', () => {
    expect(parseTextCommand('yes')).toEqual({ kind: 'yes' });
  });

  it('reads the customer commands, and CANCEL REQUEST is not an opt-out', () => {
    expect(parseTextCommand('status')).toEqual({ kind: 'status' });
    expect(parseTextCommand('Cancel request')).toEqual({ kind: 'cancel_request' });
    expect(parseTextCommand('CANCEL  REQUEST')).toEqual({ kind: 'cancel_request' });
  });

  it.each([
    ['$95', 9500],
    ['95', 9500],
    ['95.5', 9550],
    ['$ 120.25', 12025],
    ['1,200 dollars', 120000],
    ['80 bucks', 8000],
    ['5', 500],
  ])('reads %p as an amount of %d cents', (body, cents) => {
    expect(parseTextCommand(body)).toEqual({ kind: 'amount', cents });
  });

  it('reads a $ with no readable amount as an amount it cannot read, and words with numbers as nothing', () => {
    expect(parseTextCommand('$8o')).toEqual({ kind: 'amount', cents: null });
    expect(parseTextCommand('$95.555')).toEqual({ kind: 'amount', cents: null });
    expect(parseTextCommand('can you do 80?')).toEqual({ kind: 'other' });
    expect(parseTextCommand('12.5.3')).toEqual({ kind: 'other' });
  });

  it('reads CALL and TEXT ONLY, in English and Spanish', () => {
    expect(parseTextCommand('Call')).toEqual({ kind: 'call' });
    expect(parseTextCommand('call me')).toEqual({ kind: 'call' });
    expect(parseTextCommand('LLAMAR')).toEqual({ kind: 'call' });
    expect(parseTextCommand('text only')).toEqual({ kind: 'text_only' });
    expect(parseTextCommand('Solo texto')).toEqual({ kind: 'text_only' });
    expect(keywordLanguage('llamar')).toBe('es');
  });

  it.each([
    ['OMW', 'start_job'],
    ['arrived', 'mark_arrived'],
    ['Working', 'start_service'],
    ['done', 'complete_job'],
  ])('reads %p as the provider step %s', (body, action) => {
    expect(parseTextCommand(body)).toEqual({ kind: 'provider_step', action });
  });

  it.each([['ARRIVED 4821'], ['arrived4821'], ['Arrived: 4821']])('reads %p as Arrived with the customer arrival code', (body) => {
    expect(parseTextCommand(body)).toEqual({ kind: 'provider_step', action: 'mark_arrived', arrivalCode: '4821' });
  });

  it.each([
    ['ETA 15', 15],
    ['eta15', 15],
    ['ETA: 20 min', 20],
    ['ETA 500', 500],
  ])('reads %p as an ETA of %i minutes', (body, minutes) => {
    expect(parseTextCommand(body)).toEqual({ kind: 'eta', minutes });
  });

  it.each(['where are you?', 'stop please', 'ETA soon', 'done?!x', '', 'ARRIVED 48211'])('leaves %p for a person', (body) => {
    expect(parseTextCommand(body).kind).toBe('other');
  });
});

describe('going on and off duty', () => {
  it.each([
    ['ON', true],
    ['on', true],
    [' Off. ', false],
  ])('reads %p as on duty %s', (body, onDuty) => {
    expect(parseTextCommand(body)).toEqual({ kind: 'duty', onDuty });
  });
});

describe('Spanish keywords', () => {
  it.each([
    ['AYUDA', 'help'],
    ['información', 'help'],
    ['Estado', 'status'],
    ['sí', 'yes'],
    ['SI', 'yes'],
    ['cancelar solicitud', 'cancel_request'],
    ['Parar', 'opt_out'],
    ['CANCELAR', 'opt_out'],
    ['baja', 'opt_out'],
    ['comenzar', 'opt_in'],
  ])('reads %p as %s, said in Spanish', (body, kind) => {
    expect(parseTextCommand(body).kind).toBe(kind);
    expect(keywordLanguage(body)).toBe('es');
  });

  it.each(['HELP', 'status', 'YES', 'STOP', 'hola', 'ETA 15'])('says %p is no Spanish keyword', (body) => {
    expect(keywordLanguage(body)).toBeNull();
  });
});

describe('isEtaInRange', () => {
  it('takes 1 to 180 whole minutes', () => {
    expect([0, 1, 180, 181].map(isEtaInRange)).toEqual([false, true, true, false]);
  });
});

describe('answers to job offers', () => {
  const answer = (body: string) => offerAnswerOf(parseTextCommand(body));

  it('reads a bare YES as an acceptance still missing its ETA', () => {
    expect(answer('YES')).toEqual({ accept: true, jobNumber: null, etaMinutes: null });
    expect(answer('sí')).toEqual({ accept: true, jobNumber: null, etaMinutes: null });
  });

  it('reads YES 20 as an acceptance with a 20-minute ETA', () => {
    expect(answer('YES 20')).toEqual({ accept: true, jobNumber: null, etaMinutes: 20 });
    expect(answer('yes 20 min')).toEqual({ accept: true, jobNumber: null, etaMinutes: 20 });
    expect(answer('Si 15 minutos')).toEqual({ accept: true, jobNumber: null, etaMinutes: 15 });
  });

  it('reads four digits as the job number the text named', () => {
    expect(answer('YES 4821')).toEqual({ accept: true, jobNumber: '4821', etaMinutes: null });
    expect(answer('yes 4821 20')).toEqual({ accept: true, jobNumber: '4821', etaMinutes: 20 });
    expect(answer('YES 4821: 20')).toEqual({ accept: true, jobNumber: '4821', etaMinutes: 20 });
  });

  it('reads NO, with or without the job number, as a decline', () => {
    expect(answer('NO')).toEqual({ accept: false, jobNumber: null, etaMinutes: null });
    expect(answer('no 4821')).toEqual({ accept: false, jobNumber: '4821', etaMinutes: null });
  });

  it('leaves anything else to a person', () => {
    expect(answer('YES 20 4821')).toBeNull();
    expect(answer('no thanks, too far')).toBeNull();
    expect(answer('YES 12345')).toBeNull();
    expect(answer('maybe')).toBeNull();
  });

  it('answers SI 20 in Spanish', () => {
    expect(keywordLanguage('SI 20')).toBe('es');
    expect(keywordLanguage('YES 20')).toBeNull();
  });
});

describe('answers to extra charges', () => {
  const extra = (body: string) => extraAnswerOf(parseTextCommand(body));

  it('reads YES and NO with or without the charge number, in English and Spanish', () => {
    expect(extra('YES')).toEqual({ approve: true, number: null });
    expect(extra('yes 2')).toEqual({ approve: true, number: 2 });
    expect(extra('Sí 2')).toEqual({ approve: true, number: 2 });
    expect(extra('NO')).toEqual({ approve: false, number: null });
    expect(extra('no 2')).toEqual({ approve: false, number: 2 });
  });

  it('reads neither a job-numbered offer answer nor words as an answer to a charge', () => {
    expect(extra('YES 4821')).toBeNull();
    expect(extra('NO 4821')).toBeNull();
    expect(extra('no thanks')).toBeNull();
    expect(extra('NO 123')).toBeNull();
  });
});
