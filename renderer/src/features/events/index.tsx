import { Zap } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

export default function EventsFeature() {
  return (
    <EmptyState icon={Zap} title="Runtime events">
      Fire installation_setup, space_view, space_content_updated and every other runtime event at an installation, with realistic payloads you can edit and save as presets.
    </EmptyState>
  );
}
