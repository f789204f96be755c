import { Text, Title } from '@mantine/core';
import { InfoPage } from '../modules/marketing/components/InfoPage';

/** /terms */
export function TermsPage() {
  return (
    <InfoPage eyebrow="Legal" title="Terms of service" intro="The short version: your data is yours, use Quarry fairly, and we keep it running.">
      <Title order={2}>Your content</Title>
      <Text>You own the data you connect and the answers Quarry produces from it. You give us only the rights needed to run the service for you.</Text>
      <Title order={2}>Acceptable use</Title>
      <Text>Do not use Quarry to break the law, to attack other systems, or to access data you are not allowed to see.</Text>
      <Title order={2}>Plans and billing</Title>
      <Text>Plans are billed monthly. You can cancel at any time; the plan stays active until the end of the period.</Text>
      <Title order={2}>Availability</Title>
      <Text>We aim for 99.9% uptime on hosted plans. Self-hosted installations run on your infrastructure.</Text>
    </InfoPage>
  );
}
