import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../modules/marketing/components/ContactForm';
import { InfoPage } from '../modules/marketing/components/InfoPage';

/** /contact: a stored message. */
export function ContactPage() {
  return (
    <InfoPage eyebrow="Contact" title="Talk to us" intro="Questions about plans, security or self-hosting? We answer within one business day." wide>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <Stack gap="lg">
          <div>
            <Title order={2} fz="md">
              Sales
            </Title>
            <Text c="dimmed" fz="sm">
              Plans, pilots and volume pricing.
            </Text>
          </div>
          <div>
            <Title order={2} fz="md">
              Support
            </Title>
            <Text c="dimmed" fz="sm">
              Help with connections, questions and your account.
            </Text>
          </div>
          <div>
            <Title order={2} fz="md">
              Security
            </Title>
            <Text c="dimmed" fz="sm">
              Reviews, questionnaires and responsible disclosure.
            </Text>
          </div>
        </Stack>
        <div style={{ gridColumn: 'span 2' }}>
          <ContactForm kind="CONTACT" />
        </div>
      </SimpleGrid>
    </InfoPage>
  );
}
