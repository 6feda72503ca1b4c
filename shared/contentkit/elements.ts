import type {
  ContentKitBlock,
  ContentKitBox,
  ContentKitButton,
  ContentKitCard,
  ContentKitCheckbox,
  ContentKitCodeBlock,
  ContentKitConfiguration,
  ContentKitDivider,
  ContentKitHint,
  ContentKitHStack,
  ContentKitImage,
  ContentKitInput,
  ContentKitLink,
  ContentKitMarkdown,
  ContentKitModal,
  ContentKitRadio,
  ContentKitSelect,
  ContentKitStepper,
  ContentKitStepperStep,
  ContentKitSwitch,
  ContentKitText,
  ContentKitTextInput,
  ContentKitVStack,
  ContentKitWebFrame,
} from '../../platform-types/generated/client.ts';
import { elementSlots, elementValidators, rootElementTypes } from './generated/validators.ts';

/**
 * The ContentKit elements, as the platform's API description defines them: the types come from the
 * generated API client, the checks from `generated/validators.ts` (both generated from the same
 * description, never retyped here).
 */
interface Elements {
  block: ContentKitBlock;
  modal: ContentKitModal;
  configuration: ContentKitConfiguration;
  button: ContentKitButton;
  textinput: ContentKitTextInput;
  hstack: ContentKitHStack;
  vstack: ContentKitVStack;
  box: ContentKitBox;
  divider: ContentKitDivider;
  text: ContentKitText;
  markdown: ContentKitMarkdown;
  link: ContentKitLink;
  image: ContentKitImage;
  card: ContentKitCard;
  select: ContentKitSelect;
  switch: ContentKitSwitch;
  checkbox: ContentKitCheckbox;
  radio: ContentKitRadio;
  input: ContentKitInput;
  hint: ContentKitHint;
  codeblock: ContentKitCodeBlock;
  webframe: ContentKitWebFrame;
  stepper: ContentKitStepper;
  step: ContentKitStepperStep;
}

export type ElementType = keyof Elements;
export type ElementOf<T extends ElementType> = Elements[T];
/** A node as the renderer sees it once its own attributes passed validation. */
export type ContentKitNode = Elements[ElementType];

/** One compiled check per element type; its `errors` are ajv's, with the schema that failed (verbose). */
export type ElementValidator = ((value: unknown) => boolean) & { errors?: AjvError[] | null };
export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

export const elementChecks = elementValidators as unknown as Record<ElementType, ElementValidator>;

export const elementTypes = Object.keys(elementChecks) as ElementType[];

/** The roots a component may answer with. */
export const rootTypes = rootElementTypes as readonly ElementType[];

/** Where one element holds others: element types accepted as one node, as list items, and whether bare strings are text. */
export interface SlotShape {
  one: readonly string[];
  list: readonly string[];
  strings: boolean;
}

/** Attributes holding child nodes, read from the description; used to walk a tree and to check what a slot accepts. */
export const childSlots = elementSlots as unknown as Partial<Record<ElementType, Record<string, SlotShape>>>;
