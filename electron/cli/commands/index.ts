import type { Command } from '../command.ts';
import { dev } from './dev.ts';
import { fixture } from './fixture.ts';
import { render } from './render.ts';
import { trigger } from './trigger.ts';
import { newIntegration } from './new.ts';
import { serve } from './serve.ts';
import { test } from './test.ts';
import { validate } from './validate.ts';
import { webhook } from './webhook.ts';

/** Every command of `integration-studio`, in the order `--help` lists them. Issues add theirs here. */
export const commands: Command[] = [serve, dev, trigger, render, validate, test, fixture, newIntegration, webhook];
