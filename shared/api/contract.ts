import type { z } from 'zod';

/** One Studio API method: the schema its input must pass and the shape of its answer. */
export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I;
  output: O;
  /** One line for `--help`, the README and error messages. */
  summary: string;
}

export function method<I extends z.ZodType, O extends z.ZodType>(input: I, output: O, summary: string): MethodSpec<I, O> {
  return { input, output, summary };
}
