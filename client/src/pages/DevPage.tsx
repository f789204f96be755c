import { useDocumentTitle } from '@mantine/hooks';
import { productName } from '../app/theme';
import { DevDashboard } from '../modules/dev-dashboard/components/DevDashboard';

/** /dev: the project dashboard (projects, epics, user stories, task board). */
export function DevPage() {
  useDocumentTitle(`Projects · ${productName}`);
  return <DevDashboard />;
}
