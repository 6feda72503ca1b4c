import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

/**
 * The whole bridge: `window.studio.call` and `window.studio.subscribe`. No raw ipcRenderer, no Node
 * objects cross into the page; the main process validates every call.
 */
type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

ipcRenderer.on('studio:push', (_event: IpcRendererEvent, topic: string, payload: unknown) => {
  for (const listener of listeners.get(topic) ?? []) listener(payload);
});

contextBridge.exposeInMainWorld('studio', {
  call: (method: string, input: unknown) => ipcRenderer.invoke('studio:call', method, input),
  subscribe: (topic: string, listener: Listener) => {
    const set = listeners.get(topic) ?? new Set();
    set.add(listener);
    listeners.set(topic, set);
    return () => set.delete(listener);
  },
});
