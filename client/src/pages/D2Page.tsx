import { useDocumentTitle } from '@mantine/hooks';
import { LayoutGrid } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /d2: placeholder until the page is built. */
export function D2Page() {
  useDocumentTitle(`Dashboard · ${productName}`);
  return (
    <PlaceholderPanel
      title="Dashboard (variant)"
      description="A second dashboard layout with metrics and insights will be here."
      icon={<LayoutGrid size={26} />}
    />
  );
}
