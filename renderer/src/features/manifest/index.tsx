import { FileCode2 } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

export default function ManifestFeature() {
  return (
    <EmptyState icon={FileCode2} title="Manifest editor">
      Edit platform-manifest.yaml with completion, hover docs and live validation, side by side with a visual form. Coming with the Manifest issue; until then, edit the file in your editor and run <code>integration-studio validate</code>.
    </EmptyState>
  );
}
