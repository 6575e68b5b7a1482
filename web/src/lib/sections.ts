/** Helpers that move between the landing page's sections. */

import { focusElement } from './focus';

/** The fixed header's height: sections land just below it. */
export const HEADER_OFFSET = 64;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Set on <html> before a jump to a section: parts below the fold that are laid out only near the
 * viewport (components/below-fold.tsx) are laid out for real from then on, so the jump is measured
 * against true heights, not their placeholders.
 */
export const EXACT_LAYOUT_ATTRIBUTE = 'data-exact-layout';

/** Smoothly scrolls so the element sits right below the fixed header. */
export function scrollToElement(element: HTMLElement): void {
  document.documentElement.setAttribute(EXACT_LAYOUT_ATTRIBUTE, '');
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Moves focus to a section (its first heading, else the section itself, given tabindex=-1) without
 * scrolling again, so the next Tab and the screen reader continue from there.
 */
export function focusSection(element: HTMLElement): void {
  focusElement(element.querySelector<HTMLElement>('h1, h2') ?? element, { preventScroll: true });
}

/**
 * Scrolls to a section of the current page and (unless `focus` is false) moves focus to it;
 * returns false when it is not on the page.
 */
export function scrollToSection(id: string, { focus = true }: { focus?: boolean } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToElement(element);
  if (focus) focusSection(element);
  return true;
}
