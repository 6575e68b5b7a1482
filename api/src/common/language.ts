import { registerEnumType } from 'type-graphql';
import type { EntityManager } from 'typeorm';
import type { Actor } from './actor';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@hometunnel/rules';
import { isUuid } from './check';

/** The languages as a GraphQL enum (values are the codes themselves). */
export const LanguageEnum = Object.fromEntries(LANGUAGES.map((code) => [code, code])) as {
  [L in Language]: L;
};
registerEnumType(LanguageEnum, {
  name: 'Language',
  description: 'A language the shop writes its pages, mails and invoices in',
  valuesConfig: Object.fromEntries(LANGUAGES.map((code) => [code, { description: LANGUAGE_NAMES[code] }])),
});

export const languageMessages = {
  unknown: `Language must be one of ${LANGUAGES.join(', ')}`,
} as const;

/** An optional language (REST bodies and inputs): absent or null means the default. */
export const optionalLanguageRule = (value: unknown): string | undefined =>
  value === undefined || value === null || isLanguage(value) ? undefined : languageMessages.unknown;

/** A required language (changing an account's). */
export const languageRule = (value: unknown): string | undefined =>
  isLanguage(value) ? undefined : languageMessages.unknown;

/** What an input's optional language means: the default when it was not given. */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/**
 * The language to write to a customer in: an account's own language always wins (a password reset
 * asked from an English page still comes in German to a German account), else the language the
 * guest's order, waitlist entry or ticket was made in (`fallback`). The account is the one the
 * record belongs to (`userId`), or for a mail with no record but an address, that address's.
 */
export async function recipientLanguage(
  manager: EntityManager,
  account: { userId?: string | null; email?: string },
  fallback: unknown,
): Promise<Language> {
  const rows: { language: string }[] = isUuid(account.userId)
    ? await manager.query(`SELECT "language" FROM "users" WHERE "id" = $1`, [account.userId])
    : account.email
      ? await manager.query(`SELECT "language" FROM "users" WHERE "email" = lower(btrim($1))`, [
          account.email,
        ])
      : [];
  return languageOrDefault(rows[0]?.language ?? fallback);
}

/**
 * The language to write to the caller in: a signed-in caller's account language (read with the
 * session, or looked up), else `fallback` (the page's).
 */
export async function callerLanguage(
  manager: EntityManager,
  actor: Actor,
  fallback: unknown,
): Promise<Language> {
  if (actor.kind === 'user' && actor.language !== undefined) return actor.language;
  return recipientLanguage(manager, { userId: actor.kind === 'user' ? actor.userId : null }, fallback);
}
