import { expect, vi } from 'vitest';

const realImmediate = globalThis.setImmediate;

/** Lets real turns of the loop pass: signing (WebCrypto) and the queue's group commits run on them. */
export const drain = async (turns = 5) => {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => realImmediate(resolve));
};

/** Runs the fake clock from timer to timer (never past one) until `done` holds. */
export async function drive(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i++) {
    await drain();
    if (!done() && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
  }
  expect(done()).toBe(true);
}
