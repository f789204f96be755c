import { Alert } from '@mantine/core';
import { CircleAlert, CircleCheck } from 'lucide-react';

export interface ActionResult {
  ok: boolean;
  text: string;
}

/** The outcome of a save or send: a green status or a red alert, or nothing before the first try. */
export function ResultAlert({ result }: { result: ActionResult | null }) {
  if (!result) return null;
  return (
    <Alert color={result.ok ? 'teal' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'} icon={result.ok ? <CircleCheck size={18} /> : <CircleAlert size={18} />}>
      {result.text}
    </Alert>
  );
}
