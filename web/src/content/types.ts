/**
 * Shared shapes for the static content modules. Plain data only: layout components decide
 * how to render them (icons are referenced by key, never by component).
 */

/** Icon keys used across the content modules; a layout maps each key to an icon component. */
export type ContentIconKey =
  | 'book'
  | 'briefcase'
  | 'credit-card'
  | 'globe'
  | 'headset'
  | 'home'
  | 'life-buoy'
  | 'lock'
  | 'package'
  | 'plane'
  | 'plug'
  | 'settings'
  | 'shield'
  | 'wifi'
  | 'zap';

/** A titled block of text used by help articles and legal documents. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Device package categories sold in the shop. */
export type DeviceCategory = 'light' | 'pro';
