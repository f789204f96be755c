import { useDocumentTitle } from '@mantine/hooks';
import { SquareKanban } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /dev: placeholder until the page is built. */
export function DevPage() {
  useDocumentTitle(`Projects · ${productName}`);
  return (
    <PlaceholderPanel
      title="Projects"
      description="Projects with their epics, user stories and task board, plus AI suggestions, will be here."
      icon={<SquareKanban size={26} />}
    />
  );
}
