import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config/env.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/open-database.ts';
import {
  createStaffAccount,
  newStaffAccount,
  StaffEmailTakenError,
} from '../src/modules/admin/staff-account.service.ts';

/*
 * npm run staff:create -- --email a@b.c --name "Ka Yan" --role owner [--password ...]
 * Opens the database exactly as the server does (DATA_DIR or DATABASE_URL, migrated and seeded).
 * Without --password a strong one is made up and printed once.
 */

const USAGE =
  'Usage: npm run staff:create -- --email <email> --name <name> [--role owner|staff] [--password <password>]';

function generatedPassword(): string {
  // base64url of 18 bytes, plus a fixed upper/lower pair so it always meets the password rule.
  return `${randomBytes(18).toString('base64url')}Aa`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'staff' },
      password: { type: 'string' },
    },
  });
  const generated = values.password === undefined ? generatedPassword() : undefined;
  const parsed = newStaffAccount.safeParse({ ...values, password: values.password ?? generated });
  if (!parsed.success) {
    console.error(`${z.prettifyError(parsed.error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const staff = await createStaffAccount(database.db, parsed.data);
    console.info(`Created ${staff.role} account ${staff.email} (${staff.name}), staff id ${staff.id}.`);
    if (generated) console.info(`Password (shown once, write it down): ${generated}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe embedded database allows one process at a time: stop the shop, run staff:create, then start it again.`,
      );
    } else if (error instanceof StaffEmailTakenError) {
      console.error(error.message);
    } else {
      console.error('Could not create the staff account:', error);
    }
    process.exit(1);
  },
);
