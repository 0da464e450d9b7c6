import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

type Env = Record<string, string | undefined>;

/**
 * The environment with `.env` (in the working directory) filled in underneath: real variables win.
 * Test runs describe their whole environment, so a developer's `.env` (real Twilio keys, say) never leaks in.
 */
export function environmentWithDotEnv(env: Env = process.env, directory: string = process.cwd()): Env {
  const file = join(directory, '.env');
  if (env.NODE_ENV === 'test' || !existsSync(file)) return env;
  const fromFile = parseEnv(readFileSync(file, 'utf8')) as Env;
  return { ...fromFile, ...definedOnly(env) };
}

function definedOnly(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}
