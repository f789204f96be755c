import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../modules/marketing/components/ContactForm';
import { DemoLayoutPreview } from '../modules/marketing/components/DemoLayoutPreview';
import { InfoPage } from '../modules/marketing/components/InfoPage';

/** /demo: a stored demo request. */
export function DemoPage() {
  return (
    <InfoPage eyebrow="Demo" title="See Quarry on your own questions" intro="A 30-minute walkthrough with a product specialist. Bring a question your team asks every week." wide>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Title order={2} fz="lg">
            What we will cover
          </Title>
          <List spacing="xs">
            <List.Item>Connecting a spreadsheet or a database in under a minute</List.Item>
            <List.Item>Asking questions and checking the SQL behind each answer</List.Item>
            <List.Item>Reports, insights and roles for your team</List.Item>
            <List.Item>Running Quarry on your own servers</List.Item>
          </List>
          <DemoLayoutPreview />
          <Text c="dimmed" fz="sm">
            Preview of the dashboard layout.
          </Text>
        </Stack>
        <ContactForm kind="DEMO" />
      </SimpleGrid>
    </InfoPage>
  );
}
