import { useDocumentTitle } from '@mantine/hooks';
import { SlidersHorizontal } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /settings2: placeholder until the page is built. */
export function Settings2Page() {
  useDocumentTitle(`Settings · ${productName}`);
  return (
    <PlaceholderPanel
      title="Settings (alternative layout)"
      description="An alternative layout of the account settings will be here."
      icon={<SlidersHorizontal size={26} />}
    />
  );
}
