// The integration's bundle, as the entry imports it (external to the entry's own bundle: it is the
// module Miniflare gets next to it). Hosted code: its default export may be anything.
declare const integration: unknown;
export default integration;
