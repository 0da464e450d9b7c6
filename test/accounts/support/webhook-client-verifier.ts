import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const CLIENT = join(__dirname, '..', '..', '..', 'examples', 'partner-client.mjs');

export interface VerifierCase {
  secret: string;
  header: string;
  rawBody: string;
  toleranceSeconds: number;
  nowSeconds: number;
}

/**
 * The sample partner client's own `verifySignature`, run as a partner runs it: the client is an ES
 * module for Node, which this CommonJS test tier cannot load, so a Node process imports it and
 * answers for every case.
 */
export function clientVerifies(cases: readonly VerifierCase[]): boolean[] {
  const script = `
    const { verifySignature } = await import(${JSON.stringify(CLIENT)});
    const cases = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify(cases.map((c) => verifySignature(c.secret, c.header, c.rawBody, c.toleranceSeconds, c.nowSeconds))));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { encoding: 'utf8' })) as boolean[];
}
