/**
 * @hometunnel/rules: the shop's pure rules, shared by the api and the web app. No I/O and no
 * framework: each module is plain data and functions, so the same limit, list or spec message is
 * written once. The api wraps them as class-validator rules, the web as yup schemas.
 */
export * from './account-email';
export * from './accounts';
export * from './api-tokens';
export * from './cart';
export * from './checkout';
export * from './csv';
export * from './email';
export * from './money';
export * from './orders';
export * from './return-path';
export * from './roles';
export * from './shipping';
export * from './tickets';
export * from './waitlist';
export * from './privacy';
export * from './consent';
export * from './stock';
export * from './discounts';
export * from './payment-state';
export * from './billing';
export * from './languages';
