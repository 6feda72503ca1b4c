import { z } from 'zod';

/** `{ "$state": key }`: a value read from the component's current state before an action is sent. */
export const Binding = z.object({ $state: z.string().min(1) }).strict();
export type Binding = z.infer<typeof Binding>;

const orBinding = <T extends z.ZodType>(schema: T) => z.union([schema, Binding]);
const Props = orBinding(z.record(z.string(), z.unknown()));

/** The built-in actions the platform handles itself instead of sending them to the component. */
export const builtinActions = {
  '@ui.modal.open': z.object({ action: z.literal('@ui.modal.open'), componentId: z.string().min(1), props: Props.optional() }).strict(),
  '@ui.modal.close': z.object({ action: z.literal('@ui.modal.close'), returnValue: Props.optional() }).strict(),
  '@ui.url.open': z.object({ action: z.literal('@ui.url.open'), url: orBinding(z.url({ protocol: /^https?$/ })) }).strict(),
  '@link.unfurl': z.object({ action: z.literal('@link.unfurl'), url: orBinding(z.url({ protocol: /^https?$/ })) }).strict(),
  '@editor.node.updateProps': z.object({ action: z.literal('@editor.node.updateProps'), props: Props }).strict(),
} as const;
export type BuiltinActionName = keyof typeof builtinActions;

/** Any other name is the component's own action, sent back to it with whatever fields it carries. */
export const CustomAction = z
  .object({
    action: z
      .string()
      .min(1)
      .refine((name) => !name.startsWith('@'), 'names starting with @ are reserved for built-in actions'),
  })
  .catchall(z.unknown());

export const Action = z.custom<Record<string, unknown> & { action: string }>().superRefine((value, ctx) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'an action is an object like { "action": "name", … }' });
    return;
  }
  const name = (value as { action?: unknown }).action;
  if (typeof name !== 'string' || !name) {
    ctx.addIssue({ code: 'custom', path: ['action'], message: 'an action needs a string "action" name' });
    return;
  }
  const schema = name.startsWith('@') ? builtinActions[name as BuiltinActionName] : CustomAction;
  if (!schema) {
    ctx.addIssue({
      code: 'custom',
      path: ['action'],
      message: `unknown built-in action ${name}; built-ins are ${Object.keys(builtinActions).join(', ')}`,
    });
    return;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
});
export type Action = Record<string, unknown> & { action: string };

export function isBuiltinAction(action: { action: string }): action is { action: BuiltinActionName } & Record<string, unknown> {
  return Object.hasOwn(builtinActions, action.action);
}
