import { type Cents, formatCents, lineTotalCents } from '@hometunnel/rules';
import type { CartLine } from './cart-rules';

export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function totalCents(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.product.price, line.quantity), 0);
}

/** The checkout link the drawer opens: /checkout?amount=398.00 */
export function checkoutHref(lines: readonly CartLine[]): string {
  return `/checkout?amount=${formatCents(totalCents(lines))}`;
}
