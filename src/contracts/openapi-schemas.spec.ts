import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import committed from './openapi-schemas.json';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'openapi-schemas.mjs');

describe('openapi-schemas.json', () => {
  // Generating builds a TypeScript program of the contracts, a few seconds on a slow runner.
  it('matches the interfaces it is generated from (if not, run `npm run openapi:schemas`)', () => {
    const generated: unknown = JSON.parse(execFileSync(process.execPath, [SCRIPT, '--stdout'], { encoding: 'utf8' }));
    expect(generated).toEqual(committed);
  }, 30_000);
});
