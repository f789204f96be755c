import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import classes from './AuthCard.module.css';

interface AuthCardProps {
  productName: string;
  tagline: string;
  /** The card's heading, rendered as the page's h1. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Small links under the card (privacy, terms, home). */
  footer?: ReactNode;
  /** A wider card, e.g. for the registration chat. */
  wide?: boolean;
}

/** Centred card on a quiet backdrop, shared by the login and registration screens. */
export function AuthCard({ productName, tagline, title, description, children, footer, wide = false }: AuthCardProps) {
  return (
    <Box className={classes.backdrop}>
      <Center className={classes.center}>
        <Stack gap="lg" className={classes.column} style={wide ? { maxWidth: 640 } : undefined}>
          <Stack gap={6} align="center">
            <BrandMark name={productName} size="lg" />
            <Text c="dimmed" fz="md" ta="center">
              {tagline}
            </Text>
          </Stack>
          <Paper component="main" className={classes.card} withBorder radius="lg" shadow="xl">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} fz={22}>
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" fz="sm">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer ? <Box component="footer">{footer}</Box> : null}
        </Stack>
      </Center>
    </Box>
  );
}
