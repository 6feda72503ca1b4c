import { z } from 'zod';
import { Action, Binding } from './actions.ts';

// Child slots are declared loosely here (an array, an object): each child is checked on its own
// node, so one bad child is reported at its own path while its siblings still render.
const Nodes = z.array(z.unknown());
const NodeRef = z.record(z.string(), z.unknown());
const Inline = z.union([z.string(), z.array(z.unknown())]);
const StateKey = z.string().min(1);
const Icon = z.string().min(1);
const Url = z.url({ protocol: /^https?$/ });
const Confirm = z
  .object({ title: z.string(), text: z.string(), confirm: z.string(), style: z.enum(['primary', 'danger']).optional() })
  .strict();
const Option = z.object({ id: z.string(), label: z.string() }).strict();
const OptionsUrl = z
  .object({
    url: z.union([
      z.string().min(1),
      z
        .object({
          host: z.string().optional(),
          pathname: z.string(),
          query: z.record(z.string(), z.union([z.string(), Binding])).optional(),
        })
        .strict(),
    ]),
  })
  .strict();
const Value = z.union([z.string(), z.number(), z.boolean(), Binding]);

const element = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();

const BlockControl = z.object({ label: z.string(), icon: Icon.optional(), onPress: Action, confirm: Confirm.optional() }).strict();

export const elementSchemas = {
  block: element('block', {
    children: Nodes,
    // The description allows a control or a group of them (an array), shown as a submenu.
    controls: z.array(z.union([BlockControl, z.array(BlockControl)])).optional(),
  }),
  modal: element('modal', {
    title: z.string().optional(),
    subtitle: z.string().optional(),
    size: z.enum(['medium', 'xlarge', 'fullscreen']).optional(),
    returnValue: z.record(z.string(), z.unknown()).optional(),
    submit: NodeRef.optional(),
    children: Nodes,
  }),
  configuration: element('configuration', { children: Nodes }),
  button: element('button', {
    label: z.string().optional(),
    icon: Icon.optional(),
    trailingIcon: Icon.optional(),
    style: z.enum(['primary', 'secondary', 'danger']).optional(),
    tooltip: z.string().optional(),
    onPress: Action,
    confirm: Confirm.optional(),
    disabled: z.boolean().optional(),
  }),
  textinput: element('textinput', {
    state: StateKey,
    initialValue: z.union([z.string(), Binding]).optional(),
    placeholder: z.string().optional(),
    multiline: z.boolean().optional(),
    inputType: z.enum(['text', 'password', 'email']).optional(),
    disabled: z.boolean().optional(),
  }),
  hstack: element('hstack', { children: Nodes, align: z.enum(['start', 'center', 'end']).optional() }),
  vstack: element('vstack', { children: Nodes, align: z.enum(['start', 'center', 'end']).optional() }),
  box: element('box', { children: Nodes, grow: z.number().min(0).optional() }),
  divider: element('divider', { size: z.enum(['small', 'medium', 'large']).optional() }),
  text: element('text', { children: Inline, style: z.enum(['bold', 'italic', 'strikethrough', 'code']).optional() }),
  markdown: element('markdown', { content: z.string() }),
  link: element('link', { target: z.object({ url: Url }).strict(), children: Inline }),
  image: element('image', { source: z.object({ url: Url }).strict(), aspectRatio: z.number().positive() }),
  card: element('card', {
    title: z.string().optional(),
    hint: z.union([z.string(), z.array(z.unknown())]).optional(),
    icon: z.union([Icon, NodeRef]).optional(),
    onPress: Action.optional(),
    buttons: Nodes.optional(),
    children: Nodes.optional(),
  }),
  select: element('select', {
    state: StateKey,
    placeholder: z.string().optional(),
    initialValue: z.union([z.string(), z.array(z.string()), Binding]).optional(),
    acceptInput: z.boolean().optional(),
    multiple: z.boolean().optional(),
    options: z.union([z.array(Option), OptionsUrl]),
    disabled: z.boolean().optional(),
    onValueChange: Action.optional(),
  }),
  switch: element('switch', {
    state: StateKey,
    initialValue: z.union([z.boolean(), Binding]).optional(),
    confirm: Confirm.optional(),
    disabled: z.boolean().optional(),
    onValueChange: Action.optional(),
  }),
  checkbox: element('checkbox', {
    state: StateKey,
    value: Value,
    initialValue: z.union([z.boolean(), Binding]).optional(),
    confirm: Confirm.optional(),
  }),
  radio: element('radio', {
    state: StateKey,
    value: Value,
    initialValue: Value.optional(),
    confirm: Confirm.optional(),
    disabled: z.boolean().optional(),
  }),
  input: element('input', {
    label: z.string(),
    hint: z.union([z.string(), z.array(z.unknown())]).optional(),
    required: z.boolean().optional(),
    element: NodeRef,
  }),
  hint: element('hint', { children: Inline }),
  codeblock: element('codeblock', {
    content: z.union([z.string(), Binding]),
    syntax: z.string().optional(),
    lineNumbers: z.union([z.boolean(), z.number().int().min(1)]).optional(),
    buttons: Nodes.optional(),
    header: Nodes.optional(),
    footer: Nodes.optional(),
    // Editable code: the content is kept in this state key, and the action runs when it changes.
    state: StateKey.optional(),
    onContentChange: Action.optional(),
  }),
  webframe: element('webframe', {
    source: z.object({ url: Url }).strict(),
    aspectRatio: z.number().positive().optional(),
    buttons: Nodes.optional(),
    // Any JSON, with `{ $state }` bindings anywhere in it; posted to the frame once resolved.
    data: z.record(z.string(), z.unknown()).optional(),
  }),
  stepper: element('stepper', {
    children: Nodes,
    activeStep: z.union([z.string(), z.number().int().min(0)]).optional(),
    onStepChange: Action.optional(),
    onComplete: Action.optional(),
  }),
  step: element('step', { id: z.string().optional(), title: z.string().max(50).optional(), next: z.boolean().optional(), children: Nodes }),
} as const;

export type ElementType = keyof typeof elementSchemas;
export type ElementOf<T extends ElementType> = z.infer<(typeof elementSchemas)[T]>;
/** A node as the renderer sees it once its own attributes passed validation. */
export type ContentKitNode = { [T in ElementType]: ElementOf<T> }[ElementType];

export const elementTypes = Object.keys(elementSchemas) as ElementType[];

/** The roots a component may answer with. */
export const rootTypes: readonly ElementType[] = ['block', 'modal', 'configuration'];

/** Attributes holding child nodes, and whether they hold a list or one node; used to walk a tree. */
export const childSlots: Partial<Record<ElementType, Record<string, 'list' | 'one' | 'inline'>>> = {
  block: { children: 'list' },
  modal: { children: 'list', submit: 'one' },
  configuration: { children: 'list' },
  hstack: { children: 'list' },
  vstack: { children: 'list' },
  box: { children: 'list' },
  text: { children: 'inline' },
  link: { children: 'inline' },
  hint: { children: 'inline' },
  card: { children: 'list', buttons: 'list', hint: 'inline' },
  input: { element: 'one', hint: 'inline' },
  codeblock: { buttons: 'list', header: 'list', footer: 'list' },
  webframe: { buttons: 'list' },
  stepper: { children: 'list' },
  step: { children: 'list' },
};
