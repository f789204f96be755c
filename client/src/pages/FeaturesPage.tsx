import { useDocumentTitle } from '@mantine/hooks';
import { Sparkles } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /features: placeholder until the page is built. */
export function FeaturesPage() {
  useDocumentTitle(`Features · ${productName}`);
  return (
    <PlaceholderPanel
      title="Features"
      description="The product tour: a hero, the six-card feature grid, key metrics and a call to action will be here."
      icon={<Sparkles size={26} />}
    />
  );
}
