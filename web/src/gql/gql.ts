/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.SubmitTicketDocument,
    "\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n  }\n": typeof types.DeviceCardProductFragmentDoc,
    "\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n": typeof types.PlanCardProductFragmentDoc,
    "\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n": typeof types.MeDocument,
    "\n  query CartProducts {\n    products {\n      id\n      name\n      type\n      category\n      price\n      duration\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          id\n          name\n          type\n          category\n          price\n          duration\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.MergeGuestCartDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.SubmitTicketDocument,
    "\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n  }\n": types.DeviceCardProductFragmentDoc,
    "\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n": types.PlanCardProductFragmentDoc,
    "\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n": types.MeDocument,
    "\n  query CartProducts {\n    products {\n      id\n      name\n      type\n      category\n      price\n      duration\n    }\n  }\n": types.CartProductsDocument,
    "\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart\n  }\n": types.ClearCartDocument,
    "\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          id\n          name\n          type\n          category\n          price\n          duration\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.MergeGuestCartDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n  }\n"): (typeof documents)["\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n"): (typeof documents)["\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts {\n    products {\n      id\n      name\n      type\n      category\n      price\n      duration\n    }\n  }\n"): (typeof documents)["\n  query CartProducts {\n    products {\n      id\n      name\n      type\n      category\n      price\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        id\n        name\n        type\n        category\n        price\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          id\n          name\n          type\n          category\n          price\n          duration\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          id\n          name\n          type\n          category\n          price\n          duration\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;