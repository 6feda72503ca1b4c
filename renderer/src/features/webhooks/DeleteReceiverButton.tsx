import { Trash2 } from 'lucide-react';
import type { ReceiverView } from '../../../../shared/api/webhooks.ts';
import { useStudio } from '../../lib/studio.tsx';

/**
 * Deletes a local receiver after the user confirms: it is stored in the workspace, so deleting is
 * not undone by a restart. What it received stays in the journal (the inspector still shows it).
 */
export function DeleteReceiverButton({ receiver, onError }: { receiver: ReceiverView; onError: (message: string) => void }) {
  const { client } = useStudio();
  async function remove() {
    const question = `Delete the receiver ${receiver.name}? ${receiver.url} stops answering; the requests it received stay in the journal.`;
    if (!confirm(question)) return;
    try {
      await client.call('webhooks.receivers.delete', { name: receiver.name });
    } catch (e) {
      onError((e as Error).message);
    }
  }
  return (
    <button type="button" className="btn danger" onClick={() => void remove()} title={`Delete ${receiver.name}`}>
      <Trash2 size={14} aria-hidden /> Delete
    </button>
  );
}
