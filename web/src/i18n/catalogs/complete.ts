import type { Messages } from '../messages';
import deShell from './de/shell';
import dePages from './de/pages';
import frShell from './fr/shell';
import frPages from './fr/pages';

/**
 * The German and French catalogs whole: for the server renderer (every language at hand) and the
 * tests. The browser fetches them part by part (i18n/messages.ts).
 */
export const completeCatalogs = {
  de: { ...deShell, ...dePages } as Messages,
  fr: { ...frShell, ...frPages } as Messages,
};
