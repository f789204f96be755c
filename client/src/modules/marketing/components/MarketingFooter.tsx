import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { productName, productTagline } from '../../../app/theme';
import { BrandMark } from '../../../ui/BrandMark';
import { FOOTER_COLUMNS, PLAN_GUARANTEES } from '../content';
import classes from './Marketing.module.css';
import { NewsletterForm } from './NewsletterForm';

export function MarketingFooter() {
  const { pathname } = useLocation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }}>
            <BrandMark name={productName} />
            <Text c="dimmed" fz="sm" maw={300}>
              {productTagline} The AI data assistant that runs on your own servers.
            </Text>
            <NewsletterForm source={pathname} />
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.title} gap={10} component="nav" aria-label={column.title}>
              <Text fw={600} fz="sm">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="xl" />
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" fz="xs">
            © {new Date().getFullYear()} {productName}. All rights reserved.
          </Text>
          <Text c="dimmed" fz="xs">
            {PLAN_GUARANTEES.join(' · ')}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
