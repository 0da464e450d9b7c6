import { checkJoin, JOIN_MESSAGES } from './join-form';

describe('checkJoin', () => {
  it('asks for a password of at least 12 characters and a 6-digit code, each under its field', () => {
    expect(checkJoin({ password: '', code: '' })).toEqual({ problem: { fields: { password: JOIN_MESSAGES.noPassword, code: JOIN_MESSAGES.code } } });
    expect(checkJoin({ password: 'eleven-char', code: '12345' })).toEqual({
      problem: { fields: { password: 'Use at least 12 characters.', code: JOIN_MESSAGES.code } },
    });
  });

  it('sends the code without the space an app shows in its middle', () => {
    expect(checkJoin({ password: 'tow-truck-at-dawn-42', code: '123 456' })).toEqual({ values: { password: 'tow-truck-at-dawn-42', code: '123456' } });
  });
});
