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

/**
 * On the server there is no page: the API sets this global before it loads the server renderer,
 * so modules that read the brand when they load (content texts) read the running shop's.
 */
const SERVER_CONFIG_GLOBAL = 'hometunnelShopConfig';

function readInjectedConfig(): ShopConfig {
  if (typeof document === 'undefined') {
    const server = (globalThis as Record<string, unknown>)[SERVER_CONFIG_GLOBAL] as
      Partial<ShopConfig> | undefined;
    return { ...defaults, ...server };
  }
  const node = document.getElementById('shop-config');
  if (!node?.textContent) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(node.textContent) as Partial<ShopConfig>) };
  } catch {
    return defaults;
  }
}

export const shopConfig: ShopConfig = readInjectedConfig();
