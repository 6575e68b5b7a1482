/**
 * Where focus goes after an action removes or disables the control that had it (Add to Cart, a
 * removed cart line, a section link), so keyboard and screen-reader users are not dropped on the
 * page body. Called from event handlers and effects only, never while rendering.
 */

/** The header's cart button (its id). */
export const CART_BUTTON_ID = 'cart-button';

/** Focuses an element that is not focusable by itself (a heading, a list item): tabindex=-1 first. */
export function focusElement(element: HTMLElement | null | undefined, options?: FocusOptions): void {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
}

/** After Add to Cart / Select Plan: the cart button, which now counts the new item. */
export function focusCartButton(): void {
  focusElement(document.getElementById(CART_BUTTON_ID));
}
