import { useMutation, useQuery } from '@apollo/client/react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { productName } from '../app/theme';
import { serverMessage } from '../modules/auth/auth-errors';
import { RegistrationStepper } from '../modules/auth/components/RegistrationStepper';
import { SettingsTeamDocument } from '../modules/settings/graphql/settings.generated';
import { DataStep } from '../modules/setup/components/DataStep';
import { FinishStep } from '../modules/setup/components/FinishStep';
import { GoalsStep } from '../modules/setup/components/GoalsStep';
import { SetupCompleteSetupDocument } from '../modules/setup/graphql/setup.generated';
import { readPendingQuestion } from '../modules/setup/pending-question';

/** The same four steps as the registration indicator: registration was step 1. */
const STEPS = ['Email & Password', 'Setup', 'Goals', 'Finish'] as const;

/** /setupwizard and /setup-wizard: a first data source (or the demo), the goals, then suggested questions. */
export function SetupWizardPage() {
  useDocumentTitle(`Setup · ${productName}`);
  const [step, setStep] = useState(1);
  const [goals, setGoals] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data: team } = useQuery(SettingsTeamDocument);
  const [completeSetup, { loading: saving }] = useMutation(SetupCompleteSetupDocument);
  const canManage = team?.team.yourPermissions.includes('MANAGE_DATA_SOURCES') ?? false;

  async function finish() {
    if (!goals.trim() || saving) return;
    setError(null);
    try {
      await completeSetup({ variables: { input: { goals: goals.trim() } } });
      setStep(3);
    } catch (caught: unknown) {
      setError(serverMessage(caught) ?? 'Could not save your goals. Please try again.');
    }
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Set up your workspace</Title>
          <Text c="dimmed">Two quick steps and you can start asking questions.</Text>
        </Stack>
        <RegistrationStepper steps={STEPS} active={step === 3 ? 4 : step} label="Setup progress" />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {step === 1 ? (
            <Stack gap="md">
              <div>
                <Title order={2} fz="lg">
                  Connect your data
                </Title>
                <Text c="dimmed" fz="sm">
                  Add a first data source, or keep the demo data for now. You can change this later in Settings → Integrations.
                </Text>
              </div>
              <DataStep canManage={canManage} onContinue={() => setStep(2)} />
            </Stack>
          ) : null}
          {step === 2 ? (
            <Stack gap="md">
              <div>
                <Title order={2} fz="lg">
                  What are your goals?
                </Title>
                <Text c="dimmed" fz="sm">
                  Tell Quarry what matters to you; it suggests questions to match.
                </Text>
              </div>
              <GoalsStep goals={goals} onChange={setGoals} onBack={() => setStep(1)} onFinish={() => void finish()} saving={saving} error={error} />
            </Stack>
          ) : null}
          {step === 3 ? <FinishStep pendingQuestion={readPendingQuestion()} /> : null}
        </Paper>
      </Stack>
    </Container>
  );
}
