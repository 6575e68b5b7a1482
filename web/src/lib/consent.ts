import { CONSENT_COOKIE, hasConsentCookie } from '@hometunnel/rules';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Cookie consent, as the Cookie Policy describes it: the session cookie is strictly necessary;
 * checkout funnel events are analytics and go out only after the visitor accepts analytics. The
 * choice and the day it was made are kept in localStorage for 12 months (a preference, kept as
 * long as the policy's preference cookies); after that the visitor is asked again.
 */
export const CONSENT_KEY = 'cookie_consent';
/** How long a choice is remembered (Cookie Policy: preference cookies, 12 months). */
export const CONSENT_MONTHS = 12;

export interface ConsentChoice {
  /** true: analytics accepted; false: necessary cookies only. */
  analytics: boolean;
  /** ISO date-time of the choice. */
  decidedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The moment a choice made at `decidedAt` stops counting: the same day and time 12 months on. */
export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt.getTime());
  expiry.setMonth(expiry.getMonth() + CONSENT_MONTHS);
  return expiry;
}

/** A stored value as a choice still in force at `now`; null when missing, malformed or expired. */
export function parseConsent(raw: string | null | undefined, now: Date = new Date()): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, decidedAt } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof decidedAt !== 'string') return null;
    const decided = new Date(decidedAt);
    if (Number.isNaN(decided.getTime()) || decided.getTime() > now.getTime() + 24 * 3600 * 1000) return null;
    if (consentExpiry(decided).getTime() <= now.getTime()) return null;
    return { analytics, decidedAt };
  } catch {
    return null;
  }
}

/** The visitor's choice in force now, or null when they have to be asked (again). */
export function readConsent(now: Date = new Date()): ConsentChoice | null {
  try {
    return parseConsent(storage()?.getItem(CONSENT_KEY), now);
  } catch {
    return null;
  }
}

/** Whether checkout funnel events (analytics) may be sent. */
export function hasAnalyticsConsent(now: Date = new Date()): boolean {
  return readConsent(now)?.analytics === true;
}

// In-page subscribers: the banner and the footer's "Cookie settings" live in different places.
const listeners = new Set<() => void>();
let settingsOpen = false;
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the preference cookie (CONSENT_COOKIE) in step with the choice in force: set until the
 * choice expires, removed when there is none. It tells the server to leave the first-visit bar out
 * of the pages it renders; it never decides anything in the browser.
 */
export function mirrorConsentCookie(choice: ConsentChoice | null = readConsent()): void {
  if (typeof document === 'undefined') return;
  if (!choice && !hasConsentCookie(document.cookie)) return;
  const seconds = choice
    ? Math.max(0, Math.floor((consentExpiry(new Date(choice.decidedAt)).getTime() - Date.now()) / 1000))
    : 0;
  const value = choice?.analytics ? 'analytics' : 'necessary';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${seconds}; Path=/; SameSite=Lax${secure}`;
}

/** Stores a choice made now (or at `now`) and closes the settings. */
export function saveConsent(analytics: boolean, now: Date = new Date()): ConsentChoice {
  const choice: ConsentChoice = { analytics, decidedAt: now.toISOString() };
  try {
    storage()?.setItem(CONSENT_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice holds for this page only, the banner asks again later.
  }
  mirrorConsentCookie(choice);
  settingsOpen = false;
  notify();
  return choice;
}

/** The footer's "Cookie settings": shows the choice again so it can be changed. */
export function openCookieSettings(): void {
  settingsOpen = true;
  notify();
}

export function closeCookieSettings(): void {
  settingsOpen = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const rawSnapshot = (): string | null => {
  try {
    return storage()?.getItem(CONSENT_KEY) ?? null;
  } catch {
    return null;
  }
};

export type ConsentState =
  /** Server render and hydration without the cookie bar: storage is not read yet, nothing is shown. */
  { status: 'unknown' } | { status: 'ask' } | { status: 'decided'; choice: ConsentChoice };

/**
 * What the server rendered: true when the request had no consent cookie, so the page holds the
 * first-visit bar. The server's render and the browser's hydrating render read it alike (the
 * browser from `document.cookie`, see `serverAskedConsent`), never localStorage.
 */
export const ConsentAskedOnServer = createContext(false);

/** In the browser, before hydrating: whether the server rendered the bar into this page. */
export function serverAskedConsent(): boolean {
  return !hasConsentCookie(document.cookie);
}

/**
 * The consent state for the banner. While rendering on the server and hydrating it is what the
 * server knew (ConsentAskedOnServer): 'ask', or 'unknown'; localStorage is read from then on.
 */
export function useConsent(): ConsentState & { settingsOpen: boolean } {
  const askedOnServer = useContext(ConsentAskedOnServer);
  const raw = useSyncExternalStore(subscribe, rawSnapshot, () => undefined);
  const open = useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
  if (raw === undefined) return { status: askedOnServer ? 'ask' : 'unknown', settingsOpen: false };
  const choice = parseConsent(raw);
  return choice ? { status: 'decided', choice, settingsOpen: open } : { status: 'ask', settingsOpen: open };
}
