import type { IncomingMessage } from 'node:http';
import { isAllowedSocketOrigin } from './socket-origin';

const ACCEPTED = new Set(['https://roadside.example', 'https://partner.example']);
const handshake = (origin?: string) => ({ headers: origin === undefined ? {} : { origin } }) as IncomingMessage;

describe(isAllowedSocketOrigin.name, () => {
  it.each(['https://roadside.example', 'https://partner.example', 'HTTPS://ROADSIDE.EXAMPLE:443'])('admits %s', (origin) => {
    expect(isAllowedSocketOrigin(handshake(origin), ACCEPTED)).toBe(true);
  });

  it.each(['https://evil.example', 'http://roadside.example', 'https://roadside.example.evil.example', 'null', 'not a url'])(
    'refuses %s',
    (origin) => {
      expect(isAllowedSocketOrigin(handshake(origin), ACCEPTED)).toBe(false);
    },
  );

  it('lets a client that is no browser through; its credentials are checked as usual', () => {
    expect(isAllowedSocketOrigin(handshake(), ACCEPTED)).toBe(true);
  });
});
