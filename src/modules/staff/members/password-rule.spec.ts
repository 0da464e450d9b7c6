import { passwordProblem } from './password-rule';

describe('a new staff password', () => {
  it('needs 12 characters', () => {
    expect(passwordProblem('short-pass1')).toBe('Use at least 12 characters.');
    expect(passwordProblem('tow-truck-at-dawn')).toBeNull();
  });

  it('is not one of the commonest passwords, whatever its case', () => {
    expect(passwordProblem('1q2w3e4r5t6y')).toMatch(/one of the most common/);
    expect(passwordProblem('QWERTY123456')).toMatch(/one of the most common/);
  });
});
