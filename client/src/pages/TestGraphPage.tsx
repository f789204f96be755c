import { useDocumentTitle } from '@mantine/hooks';
import { Waypoints } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /TestGraphPage: placeholder until the page is built. */
export function TestGraphPage() {
  useDocumentTitle(`Graph test · ${productName}`);
  return (
    <PlaceholderPanel
      title="Integration graph test"
      description="The integration hub graph, with Quarry at the centre of its six data sources, will be here."
      icon={<Waypoints size={26} />}
    />
  );
}
