import { Boxes } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

export default function InstallationsFeature() {
  return (
    <EmptyState icon={Boxes} title="Installations">
      Install the integration on the organization, a space or a site, fill its configuration until it turns active, and connect OAuth accounts through a built-in mock provider.
    </EmptyState>
  );
}
