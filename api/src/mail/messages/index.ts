/**
 * The mails' message catalogs, one per language (ICU MessageFormat, rendered with
 * intl-messageformat by templates/i18n.tsx). To add a language: add its catalog beside these and
 * to `catalogs`; catalogs.test.ts fails until it has every key with the same placeholders.
 */
import type { Language } from '@hometunnel/rules';
import type { Catalog } from './catalog';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export type { Catalog, MessageKey } from './catalog';

export const catalogs: Record<Language, Catalog> = { en, de, fr };
