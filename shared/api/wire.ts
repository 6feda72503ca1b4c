import { z } from 'zod';
import { StudioErrorShape } from './errors.ts';

/** Messages of the browser-mode WebSocket, validated on both ends. */
export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), id: z.number().int().nonnegative(), method: z.string(), input: z.unknown() }),
  z.object({ type: z.literal('subscribe'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export const ServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('result'),
    id: z.number().int().nonnegative(),
    result: z.union([z.object({ ok: z.literal(true), result: z.unknown() }), z.object({ ok: z.literal(false), error: StudioErrorShape })]),
  }),
  z.object({ type: z.literal('push'), topic: z.string(), payload: z.unknown() }),
  /** A message the server could not accept at all (not JSON, unknown type). */
  z.object({ type: z.literal('error'), error: StudioErrorShape }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

export const WS_PATH = '/api/ws';
