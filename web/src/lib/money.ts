/**
 * Money lives in @hometunnel/rules (integer cents, euro formatting). This re-export is left only
 * for screens not yet moved to the package (cart drawer, account page); import the package instead.
 */
export { formatEuro, formatPrice, lineTotalCents } from '@hometunnel/rules';
