import { createContext, useContext, useEffect, useEffectEvent, type ReactNode } from 'react';
import type { StudioClient } from '../../../shared/api/client.ts';
import type { Payload, TopicName } from '../../../shared/api/index.ts';

interface StudioContextValue {
  client: StudioClient;
  transport: 'electron' | 'browser';
  connection: 'connecting' | 'open' | 'closed';
}

const StudioContext = createContext<StudioContextValue | null>(null);

export function StudioProvider({ value, children }: { value: StudioContextValue; children: ReactNode }) {
  return <StudioContext.Provider value={value}>{children}</StudioContext.Provider>;
}

/** The Studio API client; every feature talks to the main process only through it. */
export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudio must be used inside <StudioProvider>.');
  return value;
}

/** Calls `listener` for every push on `topic` while the component is mounted. */
export function useTopic<T extends TopicName>(topic: T, listener: (payload: Payload<T>) => void) {
  const { client } = useStudio();
  const onPush = useEffectEvent(listener);
  useEffect(() => client.subscribe(topic, (payload) => onPush(payload)), [client, topic]);
}
