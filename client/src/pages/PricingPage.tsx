import { useDocumentTitle } from '@mantine/hooks';
import { BadgeDollarSign } from 'lucide-react';
import { productName } from '../app/theme';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** /pricing: placeholder until the page is built. */
export function PricingPage() {
  useDocumentTitle(`Pricing · ${productName}`);
  return (
    <PlaceholderPanel
      title="Pricing"
      description="The Starter, Professional and Enterprise plans, enterprise capabilities and an FAQ will be here."
      icon={<BadgeDollarSign size={26} />}
    />
  );
}
