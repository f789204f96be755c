import { Alert, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Database, FileUp, Info, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AddSourceForm } from '../../connect-data/components/AddSourceForm';
import { SourceList } from '../../connect-data/components/SourceList';
import classes from './SetupWizard.module.css';

type Choice = 'demo' | 'add';

const CHOICES = [
  { id: 'demo' as const, icon: Sparkles, title: 'Keep the demo data', body: 'A generated CRM and sales history, ready to ask now.' },
  { id: 'add' as const, icon: FileUp, title: 'Add my own data', body: 'Upload CSV or Excel files, or connect PostgreSQL or MySQL.' },
];

/** The wizard's first step: add a first data source, or keep the demo data. */
export function DataStep({ canManage, onContinue }: { canManage: boolean; onContinue: () => void }) {
  const [choice, setChoice] = useState<Choice>('demo');
  return (
    <Stack gap="lg">
      {canManage ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="radiogroup" aria-label="First data source">
          {CHOICES.map(({ id, icon: Icon, title, body }) => (
            <UnstyledButton key={id} role="radio" aria-checked={choice === id} className={classes.choice} data-selected={choice === id || undefined} onClick={() => setChoice(id)}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{title}</Text>
                  <Text fz="sm" c="dimmed">
                    {body}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : (
        <Alert variant="light" icon={<Info size={18} />}>
          Your team’s Owner and Admins manage data sources. Here is what you can ask about.
        </Alert>
      )}
      {canManage && choice === 'add' ? <AddSourceForm /> : null}
      <Stack gap={6}>
        <Group gap={6}>
          <Database size={16} />
          <Text fw={600} fz="sm">
            Your data sources
          </Text>
        </Group>
        <SourceList canManage={false} />
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onContinue}>Continue</Button>
      </Group>
    </Stack>
  );
}
