/**
 * `createIntegration`'s result carries the ids of its components under this registered symbol, so
 * the studio's host can list components defined in code but not in the manifest (a modal's, say).
 * A registered symbol lets the host's entry module find it without importing the SDK; it is
 * non-enumerable, so nothing that walks or serialises the integration sees it, and the platform
 * protocol is untouched. An integration made by another runtime simply lacks it.
 */
export const COMPONENT_IDS_KEY = 'platform-studio.component-ids';
export const COMPONENT_IDS: unique symbol = Symbol.for(COMPONENT_IDS_KEY);
