import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { productName } from '../app/theme';
import { IntegrationHub } from '../modules/integrations/components/IntegrationsTab';

/** /TestGraphPage: the integration hub graph on its own. */
export function TestGraphPage() {
  useDocumentTitle(`Graph test · ${productName}`);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>Integration graph</Title>
          <Text c="dimmed" fz="sm">
            {productName} at the centre of its six kinds of source.
          </Text>
        </Stack>
        <IntegrationHub />
      </Stack>
    </Container>
  );
}
