import { List, Text, Title } from '@mantine/core';
import { InfoPage } from '../modules/marketing/components/InfoPage';

/** /privacy */
export function PrivacyPage() {
  return (
    <InfoPage eyebrow="Legal" title="Privacy policy" intro="What we keep, why, and what you control.">
      <Title order={2}>What we store</Title>
      <List>
        <List.Item>Your account: name, email, a hashed password and your settings.</List.Item>
        <List.Item>Your data sources and the questions you ask, in your own workspace.</List.Item>
        <List.Item>Newsletter and contact form entries, only when you send them.</List.Item>
      </List>
      <Title order={2}>What we never do</Title>
      <Text>We never sell your data and never use it to train a model for anyone else. Database passwords are encrypted and API keys are stored only as hashes.</Text>
      <Title order={2}>Your choices</Title>
      <Text>Change your notification settings, end sessions and revoke API keys at any time under Settings. Contact us to delete your account.</Text>
    </InfoPage>
  );
}
