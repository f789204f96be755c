import { Badge } from '@mantine/core';
import { enumLabel } from '../messages';

const COLORS: Record<string, string> = {
  BACKLOG: 'gray',
  TO_DO: 'gray',
  IN_PROGRESS: 'blue',
  REVIEW: 'grape',
  DONE: 'teal',
  ON_HOLD: 'orange',
  ARCHIVED: 'dark',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge size="xs" variant="light" color={COLORS[status] ?? 'gray'} style={{ flexShrink: 0 }}>
      {enumLabel(status)}
    </Badge>
  );
}
