import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/load-config';
import { ownerResetLink } from './modules/staff';

/**
 * `npm run staff:reset-owner -- owner@example.com`: for an owner who lost every factor, prints a
 * one-time link (24 hours) to a new password and authenticator app. Whoever can run it on the server
 * already holds the database, so it asks for nothing more.
 */
async function main(): Promise<string> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) return fail('Usage: npm run staff:reset-owner -- owner@example.com');
  const url = await ownerResetLink(loadConfig(), email);
  if (!url) return fail(`No active owner has the email ${email}.`);
  return `Open this link within 24 hours to set a new password and sign-in code for ${email}:\n${url}\n`;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

main().then(
  (said) => process.stdout.write(said),
  (error: unknown) => fail(error instanceof ConfigError ? error.message : String(error)),
);
