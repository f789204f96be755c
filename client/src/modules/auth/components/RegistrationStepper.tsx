import { Stepper } from '@mantine/core';
import classes from './RegisterForm.module.css';

/** A compact step indicator whose labels sit under the icons, so four steps fit a 390 px wide card. */
export function RegistrationStepper({ steps, active, label = 'Registration progress' }: { steps: readonly string[]; active: number; label?: string }) {
  return (
    <Stepper
      active={active}
      size="xs"
      iconSize={28}
      classNames={{ steps: classes.steps, step: classes.step, stepBody: classes.stepBody, stepLabel: classes.stepLabel, separator: classes.separator }}
      aria-label={label}
    >
      {steps.map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );
}
