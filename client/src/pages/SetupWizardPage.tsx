import { useDocumentTitle } from '@mantine/hooks';
import { Wand } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /setupwizard and /setup-wizard: placeholder until the page is built. */
export function SetupWizardPage() {
  useDocumentTitle(`Setup · ${productName}`);
  return (
    <PlaceholderPanel
      title="Set up your workspace"
      description="Telling Quarry your goals, with six suggestions to start from, will happen here."
      icon={<Wand size={26} />}
    />
  );
}
