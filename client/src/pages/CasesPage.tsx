import { Card, SimpleGrid, Text } from '@mantine/core';
import { InfoPage } from '../modules/marketing/components/InfoPage';

const CASES = [
  { company: 'A regional retailer', result: 'Weekly sales reviews went from a day of spreadsheets to ten minutes of questions.' },
  { company: 'A B2B software company', result: 'Marketing and sales now read lead quality from the same numbers, per campaign.' },
  { company: 'A property manager', result: 'Occupancy and arrears across 40 buildings, asked for in plain words by each office.' },
] as const;

/** /cases: customer stories (illustrative). */
export function CasesPage() {
  return (
    <InfoPage eyebrow="Customer stories" title="How teams use Quarry" intro="Illustrative stories of the questions teams answer with Quarry every week." wide>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {CASES.map((story) => (
          <Card key={story.company} withBorder radius="lg" padding="xl">
            <Text fw={600} mb={6}>
              {story.company}
            </Text>
            <Text c="dimmed">{story.result}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </InfoPage>
  );
}
