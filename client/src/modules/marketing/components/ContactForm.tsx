import { ResultAlert } from '../../../ui/ResultAlert';
import { useMutation } from '@apollo/client/react';
import { Button, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../auth/auth-errors';
import { MarketingSubmitContactRequestDocument } from '../graphql/marketing.generated';

const FALLBACK = 'Could not send your message. Please try again.';

/** The stored form of /demo (kind DEMO) and /contact (kind CONTACT). */
export function ContactForm({ kind }: { kind: 'DEMO' | 'CONTACT' }) {
  const [submit, { loading }] = useMutation(MarketingSubmitContactRequestDocument);
  const [fields, setFields] = useState({ name: '', email: '', company: '', phone: '', message: '' });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (key: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setResult(null);
    try {
      const { data } = await submit({
        variables: {
          input: {
            kind,
            name: fields.name.trim(),
            email: fields.email.trim(),
            company: fields.company.trim() || null,
            phone: fields.phone.trim() || null,
            message: fields.message.trim(),
          },
        },
      });
      setResult({ ok: true, text: data?.submitContactRequest.message ?? 'Thanks! We will be in touch.' });
      setFields({ name: '', email: '', company: '', phone: '', message: '' });
    } catch (error: unknown) {
      setResult({ ok: false, text: serverMessage(error) ?? FALLBACK });
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={(event) => void handleSubmit(event)} aria-label={kind === 'DEMO' ? 'Request a demo' : 'Contact us'}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required value={fields.name} onChange={(event) => set('name')(event.currentTarget.value)} disabled={loading} />
            <TextInput label="Work email" type="email" required value={fields.email} onChange={(event) => set('email')(event.currentTarget.value)} disabled={loading} />
            <TextInput label="Company" value={fields.company} onChange={(event) => set('company')(event.currentTarget.value)} disabled={loading} />
            <TextInput label="Phone" value={fields.phone} onChange={(event) => set('phone')(event.currentTarget.value)} disabled={loading} />
          </SimpleGrid>
          <Textarea
            label={kind === 'DEMO' ? 'What would you like to see?' : 'Message'}
            required
            autosize
            minRows={4}
            value={fields.message}
            onChange={(event) => set('message')(event.currentTarget.value)}
            disabled={loading}
          />
          <ResultAlert result={result} />
          <Button type="submit" loading={loading} size="md" style={{ alignSelf: 'flex-start' }}>
            {kind === 'DEMO' ? 'Request demo' : 'Send message'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
