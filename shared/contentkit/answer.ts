import { z } from 'zod';

/** What a component answers to `ui_render`: an element to show, or (after an action) completion. */
export const ElementAnswer = z.object({
  type: z.literal('element'),
  // Absent means unchanged: the studio keeps what the canvas already had.
  state: z.record(z.string(), z.unknown()).optional(),
  props: z.record(z.string(), z.unknown()).optional(),
  element: z.unknown(),
});
export const CompleteAnswer = z.object({ type: z.literal('complete'), returnValue: z.record(z.string(), z.unknown()).default({}) });
export const RenderAnswer = z.discriminatedUnion('type', [ElementAnswer, CompleteAnswer]);
export type RenderAnswer = z.infer<typeof RenderAnswer>;

/** An integration's error answer, in whichever of the usual shapes it came. */
export interface IntegrationError {
  status: number;
  message: string;
  stack: string | null;
}

/** Reads an answer body: a render answer, an empty answer (nothing changes), or an error to show. */
export function readAnswer(
  status: number,
  body: unknown,
): { kind: 'answer'; answer: RenderAnswer } | { kind: 'empty' } | { kind: 'error'; error: IntegrationError } {
  if (status >= 200 && status < 300) {
    if (
      body === null ||
      body === undefined ||
      body === '' ||
      (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
    ) {
      return { kind: 'empty' };
    }
    // `type` is optional in the description's ContentKitRenderOutputElement, and the platform's own
    // runtime package leaves it out: an answer carrying an element is an element answer.
    const typed =
      typeof body === 'object' && !Array.isArray(body) && !('type' in body) && 'element' in body ? { type: 'element', ...body } : body;
    const parsed = RenderAnswer.safeParse(typed);
    if (parsed.success) return { kind: 'answer', answer: parsed.data };
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
    return {
      kind: 'error',
      error: { status, message: `The component answered with something that is not a ContentKit answer: ${where}`, stack: null },
    };
  }
  return { kind: 'error', error: errorOf(status, body) };
}

function errorOf(status: number, body: unknown): IntegrationError {
  if (typeof body === 'string') return { status, message: body || `HTTP ${status}`, stack: null };
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nested = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : record;
    const message =
      typeof nested.message === 'string' ? nested.message : typeof record.error === 'string' ? record.error : JSON.stringify(body);
    const stack = typeof nested.stack === 'string' ? nested.stack : null;
    return { status, message, stack };
  }
  return { status, message: `HTTP ${status}`, stack: null };
}
