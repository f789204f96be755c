import { History } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';

/** The timeline tab; its live feed of insights comes with issue 8. */
export function TimelineTab() {
  return <EmptyState icon={<History size={20} />} message="No events yet. Insights found in your data will appear here as they happen." />;
}
