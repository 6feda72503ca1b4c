// Apart from records.ts (zod) so the light webhook receiver can cut bodies without loading zod.
/** Bodies kept in the journal are cut at this many bytes; the size is always kept. */
export const BODY_PREVIEW_LIMIT = 256 * 1024;
