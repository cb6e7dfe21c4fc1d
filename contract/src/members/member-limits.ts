/**
 * The member fields' fixed choices and lengths, apart from their zod rules (member-fields.ts), so
 * the storefront's pages that only show them (the account's privacy choices, the sign-in code's
 * boxes, the address book's count) do not load zod and build every member schema to read a number.
 */
export const GENDERS = ['male', 'female', 'rather_not_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; scrypt hashes every character (no 72-byte cut as with bcrypt). */
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;

/** The most addresses a member keeps: home, work, family and a few friends, and no scraping store. */
export const ADDRESS_BOOK_LIMIT = 10;
