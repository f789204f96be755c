import { BarChart3 } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';

/** The reports tab; its reports on real data come with issue 8. */
export function ReportsTab() {
  return <EmptyState icon={<BarChart3 size={20} />} message="No reports yet. Reports built from your data will appear here." />;
}
