// The registration chat's rules (SPEC §4 'Registration chat', §5, §8), kept apart from the screen so they can be
// tested on their own.

/** SPEC §4: the eight questions, in order. */
export const CHAT_STEPS = ['firstName', 'lastName', 'company', 'position', 'email', 'phone', 'referralCode', 'permission'] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];
export type ChatAnswers = Partial<Record<ChatStep, string>>;

export const CHAT_QUESTIONS: Readonly<Record<ChatStep, string>> = {
  firstName: "What's your first name?",
  lastName: "What's your last name?",
  company: 'Which company do you work for?',
  position: "What's your position or job title?",
  email: "What's your work email address?",
  phone: "What's your phone number, including the country code (like +44)?",
  referralCode: "Do you have a referral code? Type it, or type no if you don't have one.",
  permission: 'May we email you product updates? Please answer yes or no.',
};

export const CHAT_LABELS: Readonly<Record<ChatStep, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  position: 'Position',
  email: 'Email',
  phone: 'Phone',
  referralCode: 'Referral code',
  permission: 'Product updates',
};

/** SPEC §9. */
export const REPLY_DELAY_MS = 800;
/** SPEC §8 and §5. */
export const CANCELLED_TEXT = 'Registration cancelled. Refresh to start again.';
export const GENERIC_ERROR = 'An error occurred. Please try again.';
export const CHECK_FAILED = "Let's try that again. Please provide a valid response.";
export const CONFIRM_HINT = 'Type confirm to keep this answer, or type anything else to answer again.';

export type Validity = 'real' | 'maybe_real' | 'maybe_fake' | 'fake';

export interface Verdict {
  validity: Validity;
  response: string;
}

const VALIDITIES: readonly string[] = ['real', 'maybe_real', 'maybe_fake', 'fake'];

/** SPEC §5: any failure of the check (a bad reply included) counts as maybe_fake with the retry text. */
export const FAILED_CHECK: Verdict = { validity: 'maybe_fake', response: CHECK_FAILED };

/** `/api/v1/echo-chat` answers `{reply}`, a JSON string holding validity, reason and response. */
export function parseVerdict(body: unknown): Verdict {
  if (typeof body !== 'object' || body === null || !('reply' in body) || typeof body.reply !== 'string') return FAILED_CHECK;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.reply);
  } catch {
    return FAILED_CHECK;
  }
  if (typeof parsed !== 'object' || parsed === null || !('validity' in parsed) || typeof parsed.validity !== 'string' || !VALIDITIES.includes(parsed.validity)) {
    return FAILED_CHECK;
  }
  const response = 'response' in parsed && typeof parsed.response === 'string' && parsed.response.trim() ? parsed.response : '';
  return { validity: parsed.validity as Validity, response };
}

/** SPEC §5: answers are lower-cased before they are checked and stored. */
export function normaliseAnswer(text: string): string {
  return text.trim().toLowerCase();
}

export function nextStep(step: ChatStep): ChatStep | null {
  return CHAT_STEPS[CHAT_STEPS.indexOf(step) + 1] ?? null;
}

export function summaryText(answers: ChatAnswers): string {
  return CHAT_STEPS.map((step) => `${CHAT_LABELS[step]}: ${answers[step] ?? ''}`).join('\n');
}

/** SPEC §3's registration answers as POST /api/v1/register takes them. */
export function registrationPayload(answers: ChatAnswers, password: string) {
  const referral = answers.referralCode;
  return {
    email: answers.email ?? '',
    password,
    first_name: answers.firstName ?? '',
    last_name: answers.lastName ?? '',
    company: answers.company ?? '',
    position: answers.position ?? '',
    phone: answers.phone ?? '',
    referral_code: referral && referral !== 'no' ? referral : null,
    // SPEC §6: registration sends permission 'user'; the yes/no answer is the consent to product updates.
    permission: 'user',
    subscribe_to_updates: answers.permission === 'yes',
  };
}
