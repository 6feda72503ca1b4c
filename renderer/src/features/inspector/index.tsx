import { Activity } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

export default function InspectorFeature() {
  return (
    <EmptyState icon={Activity} title="Inspector">
      Every event, request, delivery attempt, signature and retry appears here live as it happens. Nothing has happened yet: fire an event or send a request to the integration's public endpoint.
    </EmptyState>
  );
}
