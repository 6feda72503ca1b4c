import { Eye } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

export default function PreviewFeature() {
  return (
    <EmptyState icon={Eye} title="Component preview">
      Render the integration's ContentKit components as the platform's editor would, click through their actions and travel back through their states.
    </EmptyState>
  );
}
