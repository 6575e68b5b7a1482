import { useContent } from '../../content/localized';

/**
 * A product's description and feature lines in the page's language: the API's catalog is
 * English, and the language's product texts (content/<lang>/products.ts) replace it by name.
 */
export function useProductTexts(product: { name: string; description: string; features: readonly string[] }) {
  const texts = useContent('products').productTexts[product.name];
  return texts ?? { description: product.description, features: product.features };
}
