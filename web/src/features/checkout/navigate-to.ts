/** Leaves the shop for a provider's payment page (a seam the tests replace). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
