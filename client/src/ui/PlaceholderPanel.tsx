import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceholderPanelProps {
  title: string;
  /** One line saying what this page will hold. */
  description: string;
  icon: ReactNode;
  children?: ReactNode;
}

/** A deliberate stand-in for a page that is not built yet. */
export function PlaceholderPanel({ title, description, icon, children }: PlaceholderPanelProps) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={1}>{title}</Title>
              <Text c="dimmed">{description}</Text>
            </Stack>
          </Stack>
        </Paper>
        {children}
      </Stack>
    </Container>
  );
}
