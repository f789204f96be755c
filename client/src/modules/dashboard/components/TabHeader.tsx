import { Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TabHeaderProps {
  title: string;
  description: ReactNode;
  /** Pickers on the right; under the title on a phone. */
  children?: ReactNode;
}

/** A tab's title, one line on what it shows, and its pickers. */
export function TabHeader({ title, description, children }: TabHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
      </Stack>
      {children ? (
        <Group gap="xs" wrap="wrap" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
          {children}
        </Group>
      ) : null}
    </Group>
  );
}

interface SourceSelectProps {
  /** The accessible name, e.g. 'Explorer source'; the visible label is 'Source'. */
  name: string;
  sources: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** Picks one of the workspace's ready sources. */
export function SourceSelect({ name, sources, value, onChange }: SourceSelectProps) {
  return (
    <Select
      label="Source"
      aria-label={name}
      size="xs"
      w={{ base: '100%', xs: 200 }}
      data={sources.map((source) => ({ value: String(source.id), label: source.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      allowDeselect={false}
      placeholder="Choose a source"
    />
  );
}
