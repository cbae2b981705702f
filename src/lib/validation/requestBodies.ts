/**
 * The bodies of the money and account writes, as one set of zod schemas shared by the app and
 * the mock server (mocks/handlers, so `npm run api` too): the app checks a body with its
 * schema before sending it (`bodySchema` of lib/api/request), and the server refuses a body its
 * schema refuses with the first problem's message in the spec's error envelope
 * (mocks/handlers/respond.ts `refusedBody`). Each message is one the app shows as it is.
 *
 * The schemas live in lib/validation/bodies/, one module per area, so a screen loads only its
 * own; the app imports them from there, the mock from here.
 *
 * Imports here are relative only: the mock server loaded by `npm run api` cannot resolve the
 * app's `@/` alias.
 */
export * from './bodies/rules';
export * from './bodies/planner';
export * from './bodies/profile';
export * from './bodies/address';
export * from './bodies/retreat';
export * from './bodies/card';
export * from './bodies/community';
export * from './bodies/chat';
export * from './bodies/giftCard';
export * from './bodies/payment';
export * from './bodies/purchase';
export * from './bodies/social';
export * from './bodies/hypno';
