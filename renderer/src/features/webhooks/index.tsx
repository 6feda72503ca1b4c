import { Webhook } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';

export default function WebhooksFeature() {
  return (
    <EmptyState icon={Webhook} title="Webhooks">
      Send signed webhook events to your receiver with the platform's retry policy, or receive and verify them locally.
    </EmptyState>
  );
}
