import type { NonEmptyArray } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { CartResolver } from '../modules/cart/cart.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [CatalogResolver, CartResolver, AccountsResolver];
