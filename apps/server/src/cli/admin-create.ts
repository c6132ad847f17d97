// npm run admin:create -- --user NAME: creates an administrator, asking for the password (never an argument,
// so it stays out of shell history and process lists).
import { strongPasswordSchema } from '@fleetkey/contract';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { isUniqueViolation } from '../db/engine';
import { openDatabase } from '../db/kysely';
import { adminsService } from '../modules/accounts/admins/admins.service';
import { createClock } from '../platform/clock';
import { StartupError } from '../startup-error';

async function readPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
  try {
    return (await rl.question(prompt)).trim();
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { user: { type: 'string' } } });
  const username = values.user?.trim();
  if (!username) {
    console.error('usage: npm run admin:create -- --user NAME');
    return 2;
  }
  const password = await readPassword(`Password for administrator ${username}: `);
  if (!strongPasswordSchema.safeParse(password).success) {
    console.error(
      'admin:create: the password needs 8–16 letters, digits or !@#$%^&*(), of at least two kinds',
    );
    return 2;
  }
  const db = await openDatabase(loadConfig().database);
  try {
    await adminsService(db, createClock()).create(username, password, false);
    console.error(`admin:create: administrator ${username} created`);
    return 0;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    console.error(`admin:create: an administrator named ${username} already exists`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `admin:create: ${error instanceof StartupError || error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
