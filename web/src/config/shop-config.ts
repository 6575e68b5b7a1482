/**
 * Brand and support address come from the server's configuration (BRAND_NAME, SUPPORT_EMAIL):
 * the API injects them into index.html as a JSON script tag, so no screen repeats them as literals.
 */
export interface ShopConfig {
  brandName: string;
  supportEmail: string;
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
