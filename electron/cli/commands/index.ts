import type { Command } from '../command.ts';
import { serve } from './serve.ts';

/** Every command of `integration-studio`, in the order `--help` lists them. Issues add theirs here. */
export const commands: Command[] = [serve];
