import type { en } from './en';

/** A message id of the mails (en.ts names them all). */
export type MessageKey = keyof typeof en;
/** One language's messages: every key of en.ts, as ICU MessageFormat. */
export type Catalog = Record<MessageKey, string>;
