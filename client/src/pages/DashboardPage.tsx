import { useDocumentTitle } from '@mantine/hooks';
import { LayoutDashboard } from 'lucide-react';
import { productName } from '../app/theme';
import { CurrentUserCard } from '../modules/auth/components/CurrentUserCard';
import { PlaceholderPanel } from '../ui/PlaceholderPanel';

/** / and /dashboard: the signed-in home. For now, who is signed in; the tabbed shell comes later. */
export function DashboardPage() {
  useDocumentTitle(`Dashboard · ${productName}`);
  return (
    <PlaceholderPanel
      title="Dashboard"
      description="Chat, integrations, profiles, explorer, reports, insights, timeline and pulse tabs will be here."
      icon={<LayoutDashboard size={26} />}
    >
      <CurrentUserCard />
    </PlaceholderPanel>
  );
}
