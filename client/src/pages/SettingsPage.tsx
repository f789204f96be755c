import { useDocumentTitle } from '@mantine/hooks';
import { Settings } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /settings: placeholder until the page is built. */
export function SettingsPage() {
  useDocumentTitle(`Settings · ${productName}`);
  return (
    <PlaceholderPanel
      title="Settings"
      description="Profile, security, notifications, team, integrations and billing settings will be here."
      icon={<Settings size={26} />}
    />
  );
}
