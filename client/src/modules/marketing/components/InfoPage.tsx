import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { productName } from '../../../app/theme';
import classes from './Marketing.module.css';
import { MarketingLayout } from './MarketingLayout';

interface InfoPageProps {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  /** Wider content (cards, forms beside text). */
  wide?: boolean;
}

/** A short public page linked from the marketing pages: heading, intro and content. */
export function InfoPage({ eyebrow, title, intro, children, wide = false }: InfoPageProps) {
  useDocumentTitle(`${title} · ${productName}`);
  return (
    <MarketingLayout>
      <section className={classes.hero} style={{ paddingBottom: 40 }}>
        <Container size="md">
          <Stack gap="sm" align="center" ta="center">
            <Text className={classes.eyebrow}>{eyebrow}</Text>
            <Title order={1} className={classes.heroTitle} fz={{ base: 32, sm: 44 }}>
              {title}
            </Title>
            <Text c="dimmed" fz="lg" maw={620}>
              {intro}
            </Text>
          </Stack>
        </Container>
      </section>
      <Container size={wide ? 'lg' : 'md'} pb={72} className={classes.prose}>
        {children}
      </Container>
    </MarketingLayout>
  );
}
