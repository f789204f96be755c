import { Group, Text, ThemeIcon } from '@mantine/core';
import { Pickaxe } from 'lucide-react';

interface BrandMarkProps {
  name: string;
  size?: 'sm' | 'lg';
}

/** Logo tile and wordmark. The name is passed in so the component stays free of product constants. */
export function BrandMark({ name, size = 'sm' }: BrandMarkProps) {
  const large = size === 'lg';
  return (
    <Group gap={large ? 'sm' : 'xs'} wrap="nowrap">
      <ThemeIcon
        size={large ? 44 : 32}
        radius="md"
        variant="gradient"
        gradient={{ from: 'quarry.5', to: 'quarry.8', deg: 135 }}
        aria-hidden
      >
        <Pickaxe size={large ? 24 : 18} strokeWidth={2.2} />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        fz={large ? 30 : 20}
        lh={1}
        style={{ letterSpacing: large ? '-0.02em' : '-0.01em' }}
      >
        {name}
      </Text>
    </Group>
  );
}
