import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { InfoPage } from '../modules/marketing/components/InfoPage';

const SOURCES = [
  { name: 'PostgreSQL', how: 'Live, read-only connection' },
  { name: 'MySQL / MariaDB', how: 'Live, read-only connection' },
  { name: 'CSV files', how: 'Upload, loaded into PostgreSQL' },
  { name: 'Excel workbooks', how: 'Upload, one table per sheet' },
  { name: 'CRM exports', how: 'Upload the CSV export' },
  { name: 'Marketing spreadsheets', how: 'Upload the CSV or XLSX' },
] as const;

/** /integrations: what Quarry connects to. */
export function IntegrationsPage() {
  return (
    <InfoPage eyebrow="Integrations" title="Bring the data you already have" intro="Connect databases live, or upload files and exports. Every source can be asked at once." wide>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {SOURCES.map((source) => (
          <Card key={source.name} withBorder radius="lg" padding="lg">
            <Group justify="space-between" mb={4}>
              <Text fw={600}>{source.name}</Text>
              <Badge variant="light" color="teal">
                Available
              </Badge>
            </Group>
            <Text c="dimmed" fz="sm">
              {source.how}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </InfoPage>
  );
}
