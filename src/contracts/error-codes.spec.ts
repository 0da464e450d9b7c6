import { REFUSAL_MESSAGES } from '../domain/lifecycle-messages';
import { ERROR_CODES } from './error-codes';

describe('ERROR_CODES', () => {
  const codes = Object.values(ERROR_CODES);

  it('gives each meaning one code', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("lists every refusal of the lifecycle table, so the web app can branch on the engine's codes", () => {
    const refusals = ['illegal_transition', 'wrong_actor', ...Object.keys(REFUSAL_MESSAGES)];
    expect(refusals.filter((refusal) => !codes.includes(refusal as never))).toEqual([]);
  });
});
