import { integer, type ReferenceConfig, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An integer column holding another table's serial id, with its foreign key (`integer … REFERENCES`);
 * chain `.notNull()`, `.unique()` or `.primaryKey()` as the column needs. The shop's eighty foreign
 * keys are all of this one kind, so it is said once, and the column's type still reads in the name.
 */
export function integerReference<Name extends string>(
  name: Name,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) {
  return integer(name).references(target, actions);
}

/** `timestamp with time zone`: every moment the shop keeps is an instant, never a wall-clock reading. */
export function timestamptz<Name extends string>(name: Name) {
  return timestamp(name, { withTimezone: true });
}

/** `createdAt` (`created_at`): when the row was written, stamped by the database. */
export function createdAt() {
  return { createdAt: timestamptz('created_at').notNull().defaultNow() };
}

/** `updatedAt` (`updated_at`): the row's last change; it starts as its creation. */
export function updatedAt() {
  return { updatedAt: timestamptz('updated_at').notNull().defaultNow() };
}

/** `createdAt` then `updatedAt`, for a table that keeps both side by side. */
export function timestamps() {
  return { ...createdAt(), ...updatedAt() };
}

type SnakeCase<Camel extends string> = Camel extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Rest>}`
  : Camel;

/** The column names of `key` in both languages: `tastingNotes` is kept in `tasting_notes_en` and `_zh`. */
function columnNames<Key extends string>(key: Key) {
  const snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<Key>;
  return [`${snake}_en`, `${snake}_zh`] as const;
}

/** `{key}En` and `{key}Zh`, in this order. */
function bilingual<Key extends string, En, Zh>(key: Key, en: En, zh: Zh) {
  return { [`${key}En`]: en, [`${key}Zh`]: zh } as { [_ in `${Key}En`]: En } & { [_ in `${Key}Zh`]: Zh };
}

/** A text every row has in English and in Chinese, e.g. `...bilingualText('name')` for `nameEn`, `nameZh`. */
export function bilingualText<Key extends string>(key: Key) {
  const [en, zh] = columnNames(key);
  return bilingual(key, text(en).notNull(), text(zh).notNull());
}

/** A text a row may lack, in English and in Chinese alike. */
export function optionalBilingualText<Key extends string>(key: Key) {
  const [en, zh] = columnNames(key);
  return bilingual(key, text(en), text(zh));
}

/** A text in English and in Chinese that stays '' until someone writes it. */
export function bilingualTextOrBlank<Key extends string>(key: Key) {
  const [en, zh] = columnNames(key);
  return bilingual(key, text(en).notNull().default(''), text(zh).notNull().default(''));
}
