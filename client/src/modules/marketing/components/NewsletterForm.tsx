import { useMutation } from '@apollo/client/react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../auth/auth-errors';
import { MarketingSubscribeToNewsletterDocument } from '../graphql/marketing.generated';

const FALLBACK = 'Could not subscribe right now. Please try again.';

/** The footer's newsletter box: stored on the server, once per address, and confirmed on screen. */
export function NewsletterForm({ source }: { source: string }) {
  const [subscribe, { loading }] = useMutation(MarketingSubscribeToNewsletterDocument);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setResult(null);
    try {
      const { data } = await subscribe({ variables: { input: { email: email.trim(), source } } });
      const message = data?.subscribeToNewsletter.message;
      setResult({ ok: true, text: message ?? FALLBACK });
      if (data?.subscribeToNewsletter) setEmail('');
    } catch (error: unknown) {
      setResult({ ok: false, text: serverMessage(error) ?? FALLBACK });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Newsletter" noValidate>
      <Text fw={600} fz="sm" mb={4}>
        Get product updates
      </Text>
      <Text c="dimmed" fz="xs" mb="sm">
        One email a month with what’s new. Unsubscribe any time.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="Email for the newsletter"
          placeholder="you@company.com"
          type="email"
          size="sm"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1 }}
          error={result && !result.ok ? result.text : undefined}
        />
        <Button type="submit" size="sm" loading={loading}>
          Subscribe
        </Button>
      </Group>
      {result?.ok ? (
        <Group gap={6} mt="xs" role="status">
          <CircleCheck size={16} color="var(--mantine-color-teal-5)" />
          <Text fz="xs" c="teal.4">
            {result.text}
          </Text>
        </Group>
      ) : null}
    </form>
  );
}
