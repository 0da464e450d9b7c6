import { STAFF_SECURITY_EVENT_KINDS } from '@contracts/staff-views';
import { SECURITY_EVENT_WORDS, securityEventWords } from './security-event-words';

describe('securityEventWords', () => {
  it('says every kind of the log in words of its own, never the kind as the server names it', () => {
    const words = STAFF_SECURITY_EVENT_KINDS.map(securityEventWords);
    for (const said of words) expect(said).toMatch(/^[A-Z][a-z-]*:?( [a-zA-Z-]+:?)*$/);
    expect(new Set(words).size).toBe(STAFF_SECURITY_EVENT_KINDS.length);
    expect(Object.keys(SECURITY_EVENT_WORDS).sort()).toEqual([...STAFF_SECURITY_EVENT_KINDS].sort());
  });

  it('says a kind it does not know as words too', () => {
    expect(securityEventWords('session_stolen')).toBe('Other sign-in event');
  });
});
