/**
 * Brand and support address come from the server's configuration (BRAND_NAME, SUPPORT_EMAIL):
 * the API injects them into index.html as a JSON script tag, so no screen repeats them as literals.
 */
export interface ShopConfig {
  brandName: string;
  supportEmail: string;
  /** PUBLIC_URL: canonical links point here (absent in development, where the page's origin is used). */
  publicUrl?: string;
}

const defaults: ShopConfig = { brandName: 'HomeTunnel', supportEmail: 'support@hometunnel.example' };

function readInjectedConfig(): ShopConfig {
  if (typeof document === 'undefined') return defaults;
  const node = document.getElementById('shop-config');
  if (!node?.textContent) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(node.textContent) as Partial<ShopConfig>) };
  } catch {
    return defaults;
  }
}

export const shopConfig: ShopConfig = readInjectedConfig();

/**
 * The server renderer has no page to read the configuration from: the API gives it the running
 * shop's configuration once, the same values it injects into the page for the browser.
 */
export function configureShop(config: Partial<ShopConfig>): void {
  Object.assign(shopConfig, config);
}
