import { Card, SimpleGrid, Text } from '@mantine/core';
import { INDUSTRIES } from '../modules/marketing/content';
import { InfoPage } from '../modules/marketing/components/InfoPage';

/** /solutions */
export function SolutionsPage() {
  return (
    <InfoPage eyebrow="Solutions" title="One assistant for every team" intro="Marketing, sales, finance and operations ask their own questions of the same trusted data." wide>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {INDUSTRIES.map((industry) => (
          <Card key={industry.name} withBorder radius="lg" padding="xl">
            <Text fw={600} fz="lg" mb={6}>
              {industry.name}
            </Text>
            <Text c="dimmed">{industry.body}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </InfoPage>
  );
}
