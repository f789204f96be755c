/**
 * Offline, deterministic checks for the registration chat (SPEC §4 'Registration chat', §5, §7 `POST /api/v1/echo-chat`).
 * Every answer gets a verdict: real (accept), maybe_real (the user may type confirm), maybe_fake (ask again) or
 * fake (repeat the question). `decisive` marks the clear cases, so a configured LLM only judges the unclear ones.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';
import { isDisposableDomain } from './disposable-domains';
import {
  capitaliseName,
  capitaliseTitle,
  CODE_MASH,
  isGenericTestValue,
  isMashToken,
  looksLikeMash,
  NAME_MASH,
  normaliseAnswer,
  ORGANISATION_MASH,
  wordTokens,
} from './text-signals';

/** SPEC §4: the eight questions, in the order they are asked. */
export const REGISTRATION_STEPS = [
  'firstName',
  'lastName',
  'company',
  'position',
  'email',
  'phone',
  'referralCode',
  'permission',
] as const;

export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export type Validity = 'real' | 'maybe_real' | 'maybe_fake' | 'fake';

export interface AnswerVerdict {
  validity: Validity;
  /** A short, stable explanation such as 'disposable email domain'. */
  reason: string;
  /** A friendly line for the chat: an acknowledgement, or what is wrong and what is expected. */
  response: string;
  /** True for clear cases that need no second opinion from an LLM. */
  decisive: boolean;
}

/** The question for each step, used when an answer has to be asked again. */
export const STEP_QUESTIONS: Readonly<Record<RegistrationStep, string>> = {
  firstName: "What's your first name?",
  lastName: "What's your last name?",
  company: 'Which company do you work for?',
  position: "What's your position or job title?",
  email: "What's your work email address?",
  phone: "What's your phone number, including the country code (like +44)?",
  referralCode: "Do you have a referral code? Type it, or type no if you don't have one.",
  permission: 'Do we have your permission? Please answer yes or no.',
};

function isStep(value: string): value is RegistrationStep {
  return (REGISTRATION_STEPS as readonly string[]).includes(value);
}

/**
 * The step a client means by `currentStep`: a 0-based index (0..7), the same as a numeric string, or the
 * step key ('email'; case, '_' and '-' ignored). Anything else is null.
 */
export function resolveStep(currentStep: unknown): RegistrationStep | null {
  let index: number | null = null;
  if (typeof currentStep === 'number') {
    index = currentStep;
  } else if (typeof currentStep === 'string') {
    const text = currentStep.trim();
    if (/^\d+$/u.test(text)) {
      index = Number(text);
    } else {
      const key = text.replace(/[_\-\s]/gu, '').toLowerCase();
      return REGISTRATION_STEPS.find((step) => step.toLowerCase() === key) ?? null;
    }
  }
  if (index === null || !Number.isInteger(index) || index < 0 || index >= REGISTRATION_STEPS.length) return null;
  return REGISTRATION_STEPS[index] ?? null;
}

function verdict(validity: Validity, reason: string, response: string, decisive: boolean): AnswerVerdict {
  return { validity, reason, response, decisive };
}

/** A maybe_real reply: SPEC §4 lets the user type confirm to accept it. */
function confirmOrRetry(what: string): string {
  return `${what} If that's right, type confirm; otherwise please enter it again.`;
}

function previous(previousAnswers: Record<string, string>, step: RegistrationStep): string {
  const value: unknown = previousAnswers[step];
  return typeof value === 'string' ? normaliseAnswer(value) : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Names

const NAME_TEST_VALUES = new Set([
  'name', 'first', 'last', 'firstname', 'lastname', 'first name', 'last name', 'my name', 'your name', 'surname',
  'john doe', 'jane doe', 'joe bloggs', 'john smith test', 'mr', 'mrs', 'ms', 'miss', 'dr', 'sir', 'madam',
  'mister', 'person', 'human', 'me', 'myself', 'first last', 'firstname lastname', 'fname', 'lname',
]);
/** Real (e.g. Korean) names that are also common non-answers: the user can type confirm. */
const AMBIGUOUS_NAMES = new Set(['no', 'na', 'ok']);
const NAME_SHAPE = /^\p{L}\p{M}*(?:[\p{L}\p{M}]|[ '’‘ʼ-](?=\p{L}))*$/u;
const NAME_CHARACTERS = /^[\p{L}\p{M} '’‘ʼ-]+$/u;

function checkName(step: 'firstName' | 'lastName', answer: string, previousAnswers: Record<string, string>): AnswerVerdict {
  const label = step === 'firstName' ? 'first name' : 'last name';
  const question = STEP_QUESTIONS[step];
  if (Array.from(answer).length > 50) {
    return verdict('fake', 'name too long', `That's longer than a ${label} usually is (50 characters at most). ${question}`, true);
  }
  if (!NAME_CHARACTERS.test(answer)) {
    const reason = /\p{N}/u.test(answer) ? 'name contains digits' : 'name contains symbols';
    return verdict('fake', reason, `A ${label} should only contain letters, spaces, hyphens or apostrophes. ${question}`, true);
  }
  if (!NAME_SHAPE.test(answer)) {
    return verdict('fake', 'name has no letters', `That doesn't look like a ${label}. ${question}`, true);
  }
  if (AMBIGUOUS_NAMES.has(answer)) {
    return verdict(
      'maybe_real',
      'ambiguous short name',
      confirmOrRetry(`"${capitaliseName(answer)}" can be a name, but it is also a common placeholder.`),
      false,
    );
  }
  if (isGenericTestValue(answer, NAME_TEST_VALUES)) {
    return verdict('fake', 'test value', `That looks like a placeholder rather than a real ${label}. ${question}`, true);
  }
  const first = previous(previousAnswers, 'firstName');
  if (step === 'lastName' && (answer === 'doe' || answer === 'bloggs') && ['john', 'jane', 'joe'].includes(first)) {
    return verdict('fake', 'test value', `${capitaliseName(first)} ${capitaliseName(answer)} is a placeholder name. ${question}`, true);
  }
  if (looksLikeMash(answer, NAME_MASH)) {
    return verdict('fake', 'keyboard mash', `That looks like random typing. ${question}`, true);
  }
  if (Array.from(answer.replace(/[^\p{L}]/gu, '')).length < 2) {
    return verdict(
      'maybe_fake',
      'single letter',
      `Just an initial is a bit short. Could you type your full ${label}?`,
      false,
    );
  }
  const display = capitaliseName(answer);
  if (step === 'firstName') return verdict('real', 'plausible first name', `Nice to meet you, ${display}!`, false);
  if (first && first === answer) {
    return verdict(
      'maybe_real',
      'last name equals first name',
      confirmOrRetry(`Your last name is the same as your first name, ${display}.`),
      false,
    );
  }
  const fullName = first ? capitaliseName(`${first} ${answer}`) : display;
  return verdict('real', 'plausible last name', `Thanks, ${fullName}.`, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Company and position

const COMPANY_TEST_VALUES = new Set([
  'company', 'my company', 'the company', 'company name', 'companyname', 'your company', 'test company',
  'test inc', 'test ltd', 'test llc', 'business', 'my business', 'work', 'job', 'employer', 'corp', 'inc', 'llc',
  'ltd', 'org', 'organisation', 'organization', 'abc company',
  'abc inc', 'xyz', 'xyz inc', 'xyz corp', 'abc corp', 'company x', 'company xyz', 'no company', 'not applicable',
]);
/** Classic placeholder companies that also exist for real: worth a second look, not a rejection. */
const PLACEHOLDER_COMPANIES = new Set(['acme', 'acme inc', 'acme corp', 'acme corporation', 'contoso', 'initech', 'globex', 'umbrella corp']);
const NO_COMPANY = new Set([
  'self-employed', 'self employed', 'selfemployed', 'freelance', 'freelancer', 'independent', 'independent consultant',
  'sole trader', 'sole proprietor', 'student', 'retired', 'unemployed', 'between jobs', 'myself', 'self',
]);
const COMPANY_SUFFIXES = new Set([
  'inc', 'llc', 'llp', 'ltd', 'limited', 'gmbh', 'ag', 'corp', 'corporation', 'co', 'company', 'plc', 'sa', 'sas',
  'sarl', 'srl', 'spa', 'bv', 'nv', 'oy', 'ab', 'as', 'kk', 'pty', 'pvt', 'group', 'holdings', 'labs', 'lab',
  'technologies', 'technology', 'tech', 'solutions', 'consulting', 'partners', 'systems', 'software', 'studio',
  'studios', 'agency', 'media', 'digital', 'analytics', 'ventures', 'capital', 'bank', 'university', 'college',
  'school', 'hospital', 'clinic', 'foundation', 'institute', 'associates', 'services', 'industries', 'international',
  'global', 'enterprises', 'networks', 'health', 'pharma', 'logistics', 'marketing', 'insurance', 'foods', 'motors',
]);
const ORGANISATION_CHARACTERS = /^[\p{L}\p{M}\p{N} &.,'’()/+!*@:#-]+$/u;

interface OrganisationShape {
  ok: boolean;
  verdict?: AnswerVerdict;
}

/** Shared shape checks for company and position: length, letters, symbols, digits in moderation, mash. */
function checkOrganisationShape(answer: string, label: string, question: string): OrganisationShape {
  const length = Array.from(answer).length;
  if (length < 2) {
    return { ok: false, verdict: verdict('fake', 'too short', `That's too short for a ${label}. ${question}`, true) };
  }
  if (length > 100) {
    return {
      ok: false,
      verdict: verdict('maybe_fake', 'too long', `That's quite long for a ${label}. Could you shorten it to 100 characters or fewer?`, false),
    };
  }
  if (!/\p{L}/u.test(answer)) {
    return { ok: false, verdict: verdict('fake', 'no letters', `A ${label} needs some letters, not just numbers or symbols. ${question}`, true) };
  }
  if (!ORGANISATION_CHARACTERS.test(answer)) {
    return {
      ok: false,
      verdict: verdict('maybe_fake', 'unusual symbols', `That ${label} has some unusual symbols. Could you type it as it is normally written?`, false),
    };
  }
  const alphanumerics = answer.replace(/[^\p{L}\p{N}]/gu, '');
  const digits = alphanumerics.replace(/[^\p{N}]/gu, '');
  if (digits.length > 0 && digits.length / Math.max(alphanumerics.length, 1) > 0.5) {
    return {
      ok: false,
      verdict: verdict('maybe_fake', 'mostly digits', `That ${label} is mostly numbers. Could you type it in words? ${question}`, false),
    };
  }
  if (looksLikeMash(answer, ORGANISATION_MASH)) {
    return { ok: false, verdict: verdict('fake', 'keyboard mash', `That looks like random typing. ${question}`, true) };
  }
  return { ok: true };
}

function checkCompany(answer: string): AnswerVerdict {
  const question = STEP_QUESTIONS.company;
  if (NO_COMPANY.has(answer)) {
    return verdict('real', 'no employer', 'Got it, no company to add.', true);
  }
  if (isGenericTestValue(answer, COMPANY_TEST_VALUES)) {
    return verdict('fake', 'test value', `That looks like a placeholder rather than a company name. ${question}`, true);
  }
  if (PLACEHOLDER_COMPANIES.has(answer)) {
    return verdict(
      'maybe_fake',
      'placeholder company name',
      `${capitaliseTitle(answer)} is a well-known placeholder name. Could you type the company you actually work for?`,
      false,
    );
  }
  const shape = checkOrganisationShape(answer, 'company name', question);
  if (shape.verdict) return shape.verdict;
  const display = capitaliseTitle(answer);
  const tokens = wordTokens(answer);
  if (tokens.length > 1 && tokens.some((token) => COMPANY_SUFFIXES.has(token))) {
    return verdict('real', 'company with a business suffix', `Great, ${display} it is.`, true);
  }
  if (tokens.length > 8) {
    return verdict('maybe_fake', 'reads like a sentence', 'That reads like a sentence. Could you type just the company name?', false);
  }
  return verdict('real', 'plausible company name', `Great, ${display} it is.`, false);
}

const JOB_WORDS = new Set([
  'manager', 'management', 'engineer', 'engineering', 'analyst', 'analytics', 'director', 'head', 'lead', 'leader',
  'vp', 'svp', 'evp', 'avp', 'president', 'vice', 'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cpo', 'cro', 'ciso',
  'chief', 'officer', 'founder', 'cofounder', 'co-founder', 'owner', 'partner', 'principal', 'marketing', 'marketer',
  'sales', 'salesperson', 'developer', 'programmer', 'designer', 'consultant', 'specialist', 'coordinator',
  'administrator', 'admin', 'assistant', 'associate', 'executive', 'representative', 'rep', 'scientist', 'researcher',
  'architect', 'accountant', 'accounting', 'controller', 'auditor', 'strategist', 'advisor', 'adviser',
  'supervisor', 'intern', 'trainee', 'student', 'teacher', 'professor', 'lecturer', 'nurse', 'doctor', 'physician',
  'lawyer', 'attorney', 'counsel', 'paralegal', 'recruiter', 'hr', 'writer', 'editor', 'journalist', 'producer',
  'operations', 'ops', 'product', 'project', 'program', 'programme', 'data', 'software', 'finance', 'financial',
  'growth', 'business', 'customer', 'success', 'support', 'account', 'technician', 'technical', 'it', 'qa', 'tester',
  'ux', 'ui', 'seo', 'content', 'brand', 'creative', 'operator', 'agent', 'broker', 'buyer', 'planner', 'clerk',
  'secretary', 'receptionist', 'chairman', 'chairwoman', 'chair', 'board', 'member', 'staff', 'senior', 'junior',
  'freelancer', 'freelance', 'self-employed', 'entrepreneur', 'retired', 'unemployed', 'pm', 'sdr', 'bdr', 'ae',
  'gm', 'devops', 'sre', 'cashier', 'driver', 'pharmacist', 'therapist', 'investor', 'trader', 'banker',
  'economist', 'statistician', 'mathematician', 'bookkeeper', 'treasurer', 'superintendent', 'foreman', 'chef',
  'mechanic', 'electrician', 'pilot', 'photographer', 'artist', 'musician', 'author', 'coach', 'trainer',
  'instructor', 'tutor', 'dean', 'librarian', 'sergeant', 'captain', 'commander',
]);
const POSITION_TEST_VALUES = new Set([
  'position', 'my position', 'job', 'my job', 'job title', 'title', 'role', 'my role', 'work', 'employee',
  'worker', 'boss', 'the boss', 'stuff', 'things', 'person', 'guy', 'nobody', 'no position', 'not applicable',
]);

function jobWordStem(token: string): string {
  return token.replace(/s$/u, '');
}

function checkPosition(answer: string): AnswerVerdict {
  const question = STEP_QUESTIONS.position;
  if (isGenericTestValue(answer, POSITION_TEST_VALUES)) {
    return verdict('fake', 'test value', `That looks like a placeholder rather than a job title. ${question}`, true);
  }
  const shape = checkOrganisationShape(answer, 'job title', question);
  if (shape.verdict) return shape.verdict;
  const digits = answer.replace(/[^\p{N}]/gu, '').length;
  const letters = answer.replace(/[^\p{L}]/gu, '').length;
  if (digits > 0 && digits / (digits + letters) > 0.3) {
    return verdict('maybe_fake', 'too many digits', `Job titles rarely have that many numbers. ${question}`, false);
  }
  const display = capitaliseTitle(answer);
  const tokens = wordTokens(answer);
  if (tokens.length > 10) {
    return verdict('maybe_fake', 'reads like a sentence', 'That reads like a sentence. Could you give just your job title?', false);
  }
  const recognised = tokens.some((token) => JOB_WORDS.has(token) || JOB_WORDS.has(jobWordStem(token))) || JOB_WORDS.has(answer);
  if (recognised) return verdict('real', 'recognised job title', `Got it, ${display}.`, true);
  return verdict('maybe_real', 'unrecognised job title', confirmOrRetry(`I don't recognise "${display}" as a job title.`), false);
}

// ---------------------------------------------------------------------------------------------------------------
// Email

const RESERVED_EMAIL_DOMAINS = new Set(['example.com', 'example.org', 'example.net', 'example.edu', 'localhost', 'domain.com', 'email.test']);
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local', 'lan', 'internal']);
const TEST_LOCAL_PARTS = new Set([
  'test', 'testing', 'tester', 'test1', 'test123', 'asdf', 'qwerty', 'abc', 'abc123', 'a', 'x', 'xx', 'xxx', 'foo',
  'bar', 'foobar', 'fake', 'none', 'null', 'noreply', 'no-reply', 'donotreply', 'example', 'user', 'email', 'mail',
  'name', 'me', 'aaa', 'asd', '123', '1234', '12345', 'dummy', 'sample', 'nobody', 'anonymous', 'spam', 'junk',
]);
const ROLE_LOCAL_PARTS = new Set(['info', 'admin', 'contact', 'sales', 'support', 'hello', 'office', 'team', 'help', 'enquiries', 'inquiries', 'marketing', 'billing', 'accounts']);
const TEST_DOMAIN_NAMES = new Set(['test', 'testing', 'asdf', 'qwerty', 'abc', 'xyz', 'foo', 'bar', 'fake', 'dummy', 'sample', 'xxx', 'aaa', 'asd', 'domain', 'company', 'website', 'site', 'email', 'mail', 'none', 'null', 'nowhere']);
/** Frequent typos of the big free providers. */
const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com', 'gmal.com': 'gmail.com', 'gmai.com': 'gmail.com', 'gamil.com': 'gmail.com',
  'gnail.com': 'gmail.com', 'gmail.co': 'gmail.com', 'gmail.con': 'gmail.com', 'gmail.cm': 'gmail.com',
  'gmail.om': 'gmail.com', 'gmaill.com': 'gmail.com', 'hotmial.com': 'hotmail.com', 'hotmal.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com', 'hotmai.com': 'hotmail.com', 'yaho.com': 'yahoo.com', 'yahoo.con': 'yahoo.com',
  'yahooo.com': 'yahoo.com', 'outlok.com': 'outlook.com', 'outlook.con': 'outlook.com', 'outloo.com': 'outlook.com',
  'iclod.com': 'icloud.com', 'icloud.con': 'icloud.com',
};
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)$/u;
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})$/u;

function isTestLocalPart(local: string): boolean {
  const base = local.replace(/[._+-]?\d+$/u, '');
  if (TEST_LOCAL_PARTS.has(local) || TEST_LOCAL_PARTS.has(base)) return true;
  return looksLikeMash(local.replace(/[._+-]/gu, ' '), CODE_MASH);
}

function checkEmail(answer: string): AnswerVerdict {
  const question = STEP_QUESTIONS.email;
  const email = answer.replace(/^mailto:/u, '');
  if (/\s/u.test(email)) {
    return verdict('fake', 'email contains spaces', `An email address can't contain spaces. ${question}`, true);
  }
  const parts = email.split('@');
  if (parts.length !== 2) {
    const reason = parts.length < 2 ? 'email missing @' : 'email has more than one @';
    return verdict('fake', reason, `That doesn't look like an email address (like name@company.com). ${question}`, true);
  }
  const [local = '', rawDomain = ''] = parts;
  const domain = rawDomain.replace(/\.$/u, '');
  if (!local || local.length > 64 || !LOCAL_PART.test(local)) {
    return verdict('fake', 'invalid email local part', `The part before the @ doesn't look right. ${question}`, true);
  }
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (domain.length === 0 || domain.length > 253 || labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label)) || !TLD.test(tld)) {
    return verdict('fake', 'invalid email domain', `The part after the @ should be a domain like company.com. ${question}`, true);
  }
  if (RESERVED_EMAIL_DOMAINS.has(domain) || RESERVED_TLDS.has(tld) || labels.slice(-2).join('.') === 'example.com') {
    return verdict('fake', 'reserved example domain', `${domain} is reserved for examples, so it can't receive mail. ${question}`, true);
  }
  const suggestion = DOMAIN_TYPOS[domain];
  if (suggestion) {
    return verdict('maybe_fake', 'likely domain typo', `Did you mean ${local}@${suggestion}? Please type your email address again.`, true);
  }
  if (isDisposableDomain(domain)) {
    return verdict(
      'fake',
      'disposable email domain',
      'That email address looks like a temporary inbox. Could you share your work email instead?',
      true,
    );
  }
  const domainName = labels[labels.length - 2] ?? '';
  const testLocal = isTestLocalPart(local);
  const testDomain =
    TEST_DOMAIN_NAMES.has(domainName) || Array.from(domainName).length === 1 || (domainName.length >= 3 && looksLikeMash(domainName, ORGANISATION_MASH));
  if (testLocal && testDomain) {
    return verdict('fake', 'test email address', `That looks like a test address rather than a real one. ${question}`, true);
  }
  if (testLocal || testDomain) {
    return verdict(
      'maybe_fake',
      testLocal ? 'test-like email name' : 'test-like email domain',
      `${email} looks like a placeholder. Could you share the email address you actually use?`,
      false,
    );
  }
  if (ROLE_LOCAL_PARTS.has(local)) {
    return verdict('maybe_real', 'shared role address', confirmOrRetry(`${email} looks like a shared inbox rather than your own address.`), false);
  }
  return verdict('real', 'valid email address', `Thanks, I'll use ${email}.`, true);
}

// ---------------------------------------------------------------------------------------------------------------
// Phone

const PHONE_DEFAULT_COUNTRIES: readonly CountryCode[] = ['US', 'GB'];

function isSequential(digits: string, minimumLength = 6): boolean {
  if (digits.length < minimumLength) return false;
  const up = '01234567890123456789';
  const down = '98765432109876543210';
  return up.includes(digits) || down.includes(digits);
}

function isRepetitive(digits: string): boolean {
  if (digits.length < 6) return false;
  if (/^(\d)\1+$/u.test(digits)) return true;
  for (let unit = 2; unit <= 3; unit += 1) {
    const head = digits.slice(0, unit);
    const repeated = head.repeat(Math.ceil(digits.length / unit)).slice(0, digits.length);
    if (repeated === digits) return true;
  }
  return false;
}

function looksFakeDigits(digits: string): boolean {
  return isSequential(digits) || isRepetitive(digits);
}

function parsePhone(text: string): { number: PhoneNumber | null; valid: boolean } {
  const attempts: (CountryCode | undefined)[] = text.startsWith('+') ? [undefined] : [...PHONE_DEFAULT_COUNTRIES];
  let possible: PhoneNumber | null = null;
  for (const country of attempts) {
    const parsed = parsePhoneNumberFromString(text, country);
    if (!parsed) continue;
    if (parsed.isValid()) return { number: parsed, valid: true };
    if (!possible && parsed.isPossible()) possible = parsed;
  }
  return { number: possible, valid: false };
}

function checkPhone(answer: string): AnswerVerdict {
  const question = STEP_QUESTIONS.phone;
  // Extensions ('ext 12', 'x12', '#12') are fine; they are not part of the number checked here.
  const withoutExtension = answer.replace(/\s*(?:ext\.?|extension|x|#)\s*\d{1,6}$/u, '');
  if (/\p{L}/u.test(withoutExtension)) {
    return verdict('fake', 'phone contains letters', `A phone number should only contain digits (and maybe +, spaces or dashes). ${question}`, true);
  }
  if (!/^\+?[\d\s().\-/]+$/u.test(withoutExtension)) {
    return verdict('fake', 'phone contains symbols', `That doesn't look like a phone number. ${question}`, true);
  }
  const text = withoutExtension.trim().replace(/^00(?=\d)/u, '+');
  const digits = text.replace(/\D/gu, '');
  if (digits.length < 7) {
    return verdict('fake', 'phone too short', `That number is too short to be a phone number. ${question}`, true);
  }
  if (digits.length > 15) {
    return verdict('fake', 'phone too long', `That number is too long to be a phone number. ${question}`, true);
  }
  if (looksFakeDigits(digits)) {
    return verdict('fake', 'placeholder digits', `That looks like a placeholder number. ${question}`, true);
  }
  const { number, valid } = parsePhone(text);
  if (number && looksFakeDigits(number.nationalNumber)) {
    return verdict('fake', 'placeholder digits', `That looks like a placeholder number. ${question}`, true);
  }
  if (number && valid) {
    const national = number.nationalNumber;
    if (number.countryCallingCode === '1' && /^\d{3}55501\d\d$/u.test(national)) {
      return verdict(
        'maybe_fake',
        'fictional 555 number',
        `${number.formatInternational()} is in the 555-01xx range reserved for fiction. Could you share your real number?`,
        false,
      );
    }
    return verdict('real', 'valid phone number', `Thanks, I've noted ${number.formatInternational()}.`, true);
  }
  if (number) {
    return verdict(
      'maybe_real',
      'possible but unverified phone number',
      confirmOrRetry(`I couldn't fully verify ${answer} as a phone number; adding the country code (like +44) helps.`),
      false,
    );
  }
  return verdict(
    'maybe_fake',
    'unrecognised phone number',
    `I couldn't recognise that as a phone number. Could you enter it with the country code, like +1 415 555 2671?`,
    false,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Referral code and permission

const NO_REFERRAL = new Set([
  'no', 'n', 'none', 'nope', 'nah', 'no code', 'no referral', 'no referral code', 'n/a', 'na', 'nothing',
  "i don't have one", 'i dont have one', "don't have one", 'dont have one', 'no thanks', 'no thank you', 'not really',
]);
const REFERRAL_CODE = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{2,18})[\p{L}\p{N}]$/u;
const REFERRAL_TEST_VALUES = new Set(['code', 'referral', 'referralcode', 'referral-code', 'promo', 'promocode', 'coupon', 'yes']);

function stripTrailingPunctuation(answer: string): string {
  return answer.replace(/[\s.!,;]+$/u, '').replace(/^[\s"'“”]+|[\s"'“”]+$/gu, '');
}

function checkReferral(answer: string): AnswerVerdict {
  const question = STEP_QUESTIONS.referralCode;
  const value = stripTrailingPunctuation(answer);
  if (NO_REFERRAL.has(value)) return verdict('real', 'no referral code', 'No problem, no referral code.', true);
  if (value === 'yes' || value === 'y') {
    return verdict('maybe_fake', 'code not given', 'Great! Please type the code itself, or no if you no longer have it.', false);
  }
  if (/\s/u.test(value) || Array.from(value).length > 20) {
    return verdict('maybe_fake', 'reads like a sentence', `Please type just the referral code (letters, numbers and hyphens), or no. ${question}`, false);
  }
  if (!REFERRAL_CODE.test(value)) {
    return verdict(
      'maybe_fake',
      'invalid code format',
      'Referral codes are 4 to 20 letters, numbers or hyphens. Could you type it again, or no if you have none?',
      false,
    );
  }
  const compact = value.replace(/-/gu, '');
  if (/^\d+$/u.test(compact) && (isSequential(compact, 4) || /^(\d)\1+$/u.test(compact))) {
    return verdict('maybe_fake', 'code looks made up', `That doesn't look like a referral code. ${question}`, false);
  }
  // Letter runs between digits and hyphens ('ab12cd' → 'ab', 'cd'; 'xyz123' → 'xyz') are checked for mash.
  const letterRuns = value.split(/[^\p{L}]+/u).filter((run) => Array.from(run).length >= 3);
  const mash =
    REFERRAL_TEST_VALUES.has(value) || isGenericTestValue(value) || letterRuns.some((run) => isMashToken(run, CODE_MASH));
  if (mash) {
    return verdict('maybe_fake', 'code looks made up', `That doesn't look like a referral code. ${question}`, false);
  }
  return verdict('real', 'referral code format', `Thanks, referral code ${value.toUpperCase()} noted.`, true);
}

const YES_ANSWERS = new Set([
  'yes', 'y', 'yes please', 'yes i agree', 'yes, i agree', 'yes, please', 'sure', 'sure thing', 'ok', 'okay',
  'yep', 'yeah', 'yup', 'ya', 'i agree', 'agree', 'agreed', 'i do', 'of course', 'absolutely', 'certainly',
  'definitely', 'affirmative', 'granted', 'fine', 'go ahead', 'yes you may', 'you may',
]);
const NO_ANSWERS = new Set([
  'no', 'n', 'nope', 'nah', 'no thanks', 'no thank you', 'no, thanks', 'no, thank you', 'i do not', "i don't",
  'i dont', "don't", 'dont', 'decline', 'i decline', 'not now', 'no way', 'never', 'negative', 'denied', 'disagree',
  'i disagree',
]);

function checkPermission(answer: string): AnswerVerdict {
  const value = stripTrailingPunctuation(answer);
  if (YES_ANSWERS.has(value)) return verdict('real', 'permission granted', 'Thank you for your permission.', true);
  if (NO_ANSWERS.has(value)) return verdict('real', 'permission declined', 'Understood, permission not given.', true);
  return verdict('maybe_fake', 'not yes or no', "I didn't catch that. Please answer yes or no.", false);
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The verdict for one registration answer. Answers arrive lowercased (SPEC §5); they are normalised again here,
 * so the checks are case-insensitive. Pure and deterministic.
 */
export function checkAnswer(step: RegistrationStep, answer: string, previousAnswers: Record<string, string>): AnswerVerdict {
  const value = normaliseAnswer(typeof answer === 'string' ? answer : '');
  if (!value) {
    return verdict('fake', 'empty answer', `I didn't get an answer there. ${STEP_QUESTIONS[step]}`, true);
  }
  switch (step) {
    case 'firstName':
    case 'lastName':
      return checkName(step, value, previousAnswers);
    case 'company':
      return checkCompany(value);
    case 'position':
      return checkPosition(value);
    case 'email':
      return checkEmail(value);
    case 'phone':
      return checkPhone(value);
    case 'referralCode':
      return checkReferral(value);
    case 'permission':
      return checkPermission(value);
  }
}

export { isStep as isRegistrationStep };
