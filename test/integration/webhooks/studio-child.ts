// A studio process for restart tests: the real composition (createStudio on a folder), its Studio API
// reached over the IPC channel ({id, method, input} → {id, answer}). Prints nothing; exits when the
// parent disconnects or says {stop: true} (after disposing, as the app does on quit).
import { createStudio } from '../../../electron/app/studio.ts';

const studio = await createStudio({ dir: process.argv[2]!, transport: 'browser' });
process.on('message', async (message: { id: number; method: string; input: unknown } | { stop: true }) => {
  if ('stop' in message) {
    await studio.dispose();
    process.exit(0);
  }
  process.send!({ id: message.id, answer: await studio.dispatch(message.method, message.input) });
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
