import { useDocumentTitle } from '@mantine/hooks';
import { productName } from '../app/theme';
import { DashboardShell } from '../modules/dashboard/components/DashboardShell';

/** /d2: the same dashboard with its tabs down the side on wide screens. */
export function D2Page() {
  useDocumentTitle(`Dashboard · ${productName}`);
  return <DashboardShell layout="side" />;
}
