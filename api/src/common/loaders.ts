import DataLoader from 'dataloader';
import type { Services } from '../services';
import type { Loaders } from './request-context';

export function createLoaders(services: Services): Loaders {
  return {
    product: new DataLoader((ids: readonly string[]) => services.catalog.productsByIds(ids)),
  };
}
