import { Code, List, Text, Title } from '@mantine/core';
import { InfoPage } from '../modules/marketing/components/InfoPage';

/** /docs: getting started. */
export function DocsPage() {
  return (
    <InfoPage eyebrow="Documentation" title="Getting started" intro="Install, connect your data and ask your first question.">
      <Title order={2}>Run Quarry</Title>
      <Text>
        Quarry is one Node.js process with an embedded PostgreSQL. Start it with <Code>npm install && npm start</Code> and open port 4000.
      </Text>
      <Title order={2}>Connect data</Title>
      <List>
        <List.Item>Upload CSV or Excel files: each file or sheet becomes a table.</List.Item>
        <List.Item>Connect PostgreSQL or MySQL read-only; passwords are stored encrypted.</List.Item>
        <List.Item>Or keep the demo CRM and sales data to try things out.</List.Item>
      </List>
      <Title order={2}>Use the API</Title>
      <Text>
        The GraphQL API is at <Code>/graphql</Code> and the REST layer at <Code>/api/v1</Code>. Create an API key under Settings → Security and send it as{' '}
        <Code>Authorization: Bearer qry_…</Code>. A key acts with your role in its workspace.
      </Text>
    </InfoPage>
  );
}
