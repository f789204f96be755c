import { useDocumentTitle } from '@mantine/hooks';
import { productName } from '../app/theme';
import { DashboardShell } from '../modules/dashboard/components/DashboardShell';

/** /, /dashboard: the signed-in shell with its eight tabs. */
export function DashboardPage() {
  useDocumentTitle(`Dashboard · ${productName}`);
  return <DashboardShell />;
}
