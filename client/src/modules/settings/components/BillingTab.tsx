import { ResultAlert } from '../../../ui/ResultAlert';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { serverMessage } from '../../auth/auth-errors';
import { SettingsBillingDocument, SettingsUpdateBillingDocument } from '../graphql/settings.generated';
import { formatDate, SAVED_TEXT } from '../hooks';

/** The placeholder Pro plan at $99/month, for the Owner only (the server refuses everyone else). No payments. */
export function BillingTab() {
  const { data, loading, error } = useQuery(SettingsBillingDocument);
  const [update, { loading: saving }] = useMutation(SettingsUpdateBillingDocument, { refetchQueries: [{ query: SettingsBillingDocument }], awaitRefetchQueries: true });
  const [email, setEmail] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const billing = data?.billing;

  useEffect(() => {
    if (billing && email === null) setEmail(billing.billingEmail);
  }, [billing, email]);

  if (loading) return <Skeleton height={260} radius="lg" aria-label="Loading billing" />;
  if (error || !billing) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<CircleAlert size={18} />}>
        {serverMessage(error) ?? 'Could not load billing.'}
      </Alert>
    );
  }

  async function run(input: { billingEmail?: string; cancelAtPeriodEnd?: boolean }) {
    setResult(null);
    try {
      await update({ variables: { input } });
      setResult({ ok: true, text: SAVED_TEXT });
    } catch (caught: unknown) {
      setResult({ ok: false, text: serverMessage(caught) ?? 'Failed to save settings' });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run({ billingEmail: (email ?? '').trim() });
  }

  const canceling = billing.status === 'canceling';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <Group justify="space-between">
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
                Current plan
              </Text>
              <Group gap="sm" align="baseline">
                <Title order={3} fz={26}>
                  {billing.plan}
                </Title>
                <Text fz="lg" fw={600}>
                  ${billing.priceMonthly}/month
                </Text>
              </Group>
            </div>
            <Badge size="lg" variant="light" color={canceling ? 'yellow' : 'teal'}>
              {canceling ? 'Ends at period end' : 'Active'}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text fz="xs" c="dimmed">
                {canceling ? 'Ends on' : 'Renews on'}
              </Text>
              <Text fw={500}>{formatDate(billing.renewsOn)}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                Seats in use
              </Text>
              <Text fw={500}>{billing.seats}</Text>
            </div>
            <div>
              <Text fz="xs" c="dimmed">
                Payment
              </Text>
              <Text fw={500}>No card on file (placeholder plan)</Text>
            </div>
          </SimpleGrid>
          <Group>
            <Button variant={canceling ? 'filled' : 'default'} color={canceling ? undefined : 'red'} loading={saving} onClick={() => void run({ cancelAtPeriodEnd: !canceling })}>
              {canceling ? 'Resume plan' : 'Cancel at period end'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <form onSubmit={handleSubmit} aria-label="Billing contact">
          <Stack gap="md">
            <Title order={3} fz="md">
              Billing contact
            </Title>
            <TextInput label="Billing email" type="email" description="Invoices and receipts go here." value={email ?? ''} onChange={(event) => setEmail(event.currentTarget.value)} disabled={saving} />
            <ResultAlert result={result} />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                Save billing email
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
