import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { ArrowRight, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { REGISTER_CONFLICT } from '../auth-errors';
import { MeDocument } from '../graphql/auth.generated';
import { useStartSession } from '../hooks/useStartSession';
import {
  CANCELLED_TEXT,
  CHAT_QUESTIONS,
  CHAT_STEPS,
  CONFIRM_HINT,
  FAILED_CHECK,
  GENERIC_ERROR,
  REPLY_DELAY_MS,
  nextStep,
  normaliseAnswer,
  parseVerdict,
  registrationPayload,
  summaryText,
  type ChatAnswers,
  type ChatStep,
  type Verdict,
} from '../registration-chat';
import { RestError, postJson } from '../rest';
import classes from './RegistrationChat.module.css';

interface Line {
  id: number;
  from: 'bot' | 'user';
  text: string;
  tone?: 'error' | 'success';
}

type Phase =
  | { kind: 'question'; step: ChatStep }
  | { kind: 'confirm'; step: ChatStep; pending: string }
  | { kind: 'summary' }
  | { kind: 'password' }
  | { kind: 'done' }
  | { kind: 'cancelled' };

const PASSWORD_PROMPT = 'Last step: choose a password (8 or more characters with letters, numbers and symbols).';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** The terminal-style registration chat of SPEC §4: eight questions, each answer judged by /api/v1/echo-chat. */
export function RegistrationChat() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const startSession = useStartSession();
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [lines, setLines] = useState<Line[]>(() => [
    { id: 0, from: 'bot', text: "Hi! I'm Quarry. Let's get you set up; it takes about a minute." },
    { id: -1, from: 'bot', text: CHAT_QUESTIONS.firstName },
  ]);
  const [phase, setPhase] = useState<Phase>({ kind: 'question', step: 'firstName' });
  const [answers, setAnswers] = useState<ChatAnswers>({});
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [lines, busy]);

  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

  const say = (...added: Omit<Line, 'id'>[]) => setLines((current) => [...current, ...added.map((line) => ({ ...line, id: nextId.current++ }))]);

  async function check(answer: string, step: ChatStep): Promise<Verdict> {
    try {
      return parseVerdict(await postJson('/echo-chat', { message: answer, context: { currentStep: step, previousAnswers: answers } }));
    } catch {
      return FAILED_CHECK;
    }
  }

  function accept(step: ChatStep, answer: string, acknowledgement: string) {
    const updated = { ...answers, [step]: answer };
    setAnswers(updated);
    const following = nextStep(step);
    if (following) {
      say(...(acknowledgement ? [{ from: 'bot' as const, text: acknowledgement }] : []), { from: 'bot', text: CHAT_QUESTIONS[following] });
      setPhase({ kind: 'question', step: following });
    } else {
      say(
        ...(acknowledgement ? [{ from: 'bot' as const, text: acknowledgement }] : []),
        { from: 'bot', text: `Here's what I have:\n${summaryText(updated)}` },
        { from: 'bot', text: 'Is everything correct? Please answer yes or no.' },
      );
      setPhase({ kind: 'summary' });
    }
  }

  async function register(password: string) {
    try {
      const { token } = await postJson<{ token?: string }>('/register', registrationPayload(answers, password));
      if (!token) throw new RestError(200, null);
      const { data } = await client.query({ query: MeDocument, context: { headers: { authorization: `Bearer ${token}` } }, fetchPolicy: 'network-only' });
      if (!data) throw new RestError(200, null);
      startSession({ token, user: data.me, subscribed: data.me.subscribedToUpdates });
      say({ from: 'bot', text: `Registration complete! Welcome to Quarry, ${answers.firstName ?? 'friend'}.`, tone: 'success' });
      setPhase({ kind: 'done' });
    } catch (error: unknown) {
      if (error instanceof RestError && error.status === 409) {
        say({ from: 'bot', text: REGISTER_CONFLICT, tone: 'error' });
        setPhase({ kind: 'cancelled' });
      } else if (error instanceof RestError && error.status === 422 && error.detail) {
        say({ from: 'bot', text: error.detail, tone: 'error' }, { from: 'bot', text: PASSWORD_PROMPT });
      } else {
        say({ from: 'bot', text: GENERIC_ERROR, tone: 'error' }, { from: 'bot', text: PASSWORD_PROMPT });
      }
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = input.trim();
    // SPEC §5: blank input is ignored, and nothing is sent while a reply is pending.
    if (!text || busy || phase.kind === 'done' || phase.kind === 'cancelled') return;
    setInput('');
    setBusy(true);
    try {
      if (phase.kind === 'password') {
        say({ from: 'user', text: '•'.repeat(Math.min(text.length, 16)) });
        await Promise.all([register(input), wait(REPLY_DELAY_MS)]);
        return;
      }
      const answer = normaliseAnswer(text);
      say({ from: 'user', text: answer });
      if (phase.kind === 'summary') {
        await wait(REPLY_DELAY_MS);
        if (answer === 'yes') {
          say({ from: 'bot', text: PASSWORD_PROMPT });
          setPhase({ kind: 'password' });
        } else {
          say({ from: 'bot', text: CANCELLED_TEXT, tone: 'error' });
          setPhase({ kind: 'cancelled' });
        }
        return;
      }
      if (phase.kind === 'confirm') {
        await wait(REPLY_DELAY_MS);
        if (answer === 'confirm') accept(phase.step, phase.pending, 'Got it.');
        else {
          say({ from: 'bot', text: CHAT_QUESTIONS[phase.step] });
          setPhase({ kind: 'question', step: phase.step });
        }
        return;
      }
      const step = phase.step;
      const [verdict] = await Promise.all([check(answer, step), wait(REPLY_DELAY_MS)]);
      if (verdict.validity === 'real') {
        accept(step, answer, verdict.response);
      } else if (verdict.validity === 'maybe_real') {
        say({ from: 'bot', text: /\bconfirm\b/i.test(verdict.response) ? verdict.response : [verdict.response, CONFIRM_HINT].filter(Boolean).join(' ') });
        setPhase({ kind: 'confirm', step, pending: answer });
      } else if (verdict.validity === 'maybe_fake') {
        // The reply asks again.
        say({ from: 'bot', text: verdict.response || FAILED_CHECK.response, tone: 'error' });
      } else {
        // fake: the reply, then the question once more (unless the reply already asks it).
        const reply = verdict.response || FAILED_CHECK.response;
        say({ from: 'bot', text: reply, tone: 'error' }, ...(reply.trim().endsWith('?') ? [] : [{ from: 'bot' as const, text: CHAT_QUESTIONS[step] }]));
      }
    } catch {
      say({ from: 'bot', text: GENERIC_ERROR, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const finished = phase.kind === 'done' || phase.kind === 'cancelled';
  const answered = phase.kind === 'question' || phase.kind === 'confirm' ? CHAT_STEPS.indexOf(phase.step) : CHAT_STEPS.length;

  return (
    <div>
      <div className={classes.terminal}>
        <div className={classes.titleBar}>
          <span className={classes.dot} style={{ background: '#ff5f57' }} />
          <span className={classes.dot} style={{ background: '#febc2e' }} />
          <span className={classes.dot} style={{ background: '#28c840' }} />
          <span style={{ marginLeft: 8 }}>quarry — registration</span>
          <span style={{ marginLeft: 'auto' }} aria-label="Progress">
            {Math.min(answered, CHAT_STEPS.length)}/{CHAT_STEPS.length}
          </span>
        </div>
        <div className={classes.log} ref={logRef} role="log" aria-live="polite" aria-label="Registration chat">
          {lines.map((line) => (
            <div key={line.id} className={`${line.from === 'bot' ? classes.bot : classes.user} ${line.tone ? classes[line.tone] : ''}`}>
              {line.text}
            </div>
          ))}
          {busy ? <div className={classes.typing}>quarry is typing…</div> : null}
        </div>
        <form className={classes.inputRow} onSubmit={(event) => void handleSubmit(event)} aria-label="Answer">
          <span className={classes.prompt} aria-hidden>
            ❯
          </span>
          <input
            ref={inputRef}
            className={classes.input}
            type={phase.kind === 'password' ? 'password' : 'text'}
            aria-label={phase.kind === 'password' ? 'Password' : 'Your answer'}
            autoComplete={phase.kind === 'password' ? 'new-password' : 'off'}
            placeholder={finished ? '' : phase.kind === 'password' ? 'Choose a password' : 'Type your answer…'}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            disabled={busy || finished}
          />
          <Button type="submit" size="xs" variant="light" leftSection={<Send size={14} />} disabled={busy || finished || !input.trim()}>
            Send
          </Button>
        </form>
      </div>
      {phase.kind === 'done' ? (
        <Group justify="center" mt="md">
          <Button rightSection={<ArrowRight size={16} />} onClick={() => void navigate('/setup-wizard')}>
            Continue to setup
          </Button>
        </Group>
      ) : null}
      {phase.kind === 'cancelled' ? (
        <Text ta="center" fz="sm" c="dimmed" mt="md">
          Refresh the page to start again.
        </Text>
      ) : null}
    </div>
  );
}
