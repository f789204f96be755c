import { checkAnswer, REGISTRATION_STEPS, resolveStep, STEP_QUESTIONS, type RegistrationStep, type Validity } from './answer-checks';

type Row = [answer: string, validity: Validity];

/** Answers as the client sends them: lowercased (SPEC §5). */
function check(step: RegistrationStep, answer: string, previous: Record<string, string> = {}) {
  return checkAnswer(step, answer.toLowerCase(), previous);
}

const REAL: Record<RegistrationStep, string[]> = {
  firstName: ['Ada', 'li', 'ng', "o'neil", 'jean-luc', 'josé', 'müller', 'Mary Ann', 'Zoë', 'Siobhán', '张伟', 'Мария', 'Ertan', 'Mimi'],
  lastName: ['Lovelace', 'Nguyen', 'Ng', "O'Brien", 'García-Márquez', 'van der Berg', 'Wertheimer', 'Kowalczyk', 'Müller'],
  company: ['Acme Analytics', '3M', '7-Eleven', 'Google', 'IBM', 'KPMG', 'Stripe Inc', 'Deutsche Bank', 'Müller GmbH', 'self-employed'],
  position: ['CEO', 'Marketing Manager', 'head of it', 'VP Sales', 'Data Scientist', 'founder', 'Software Engineer', 'owner', 'Chief Happiness Officer'],
  email: ['ada@acme.com', 'Ada.Lovelace@Company.co.uk', 'j.smith+news@gmail.com', 'li@bank.de', 'maria_garcia@outlook.com', 'o.brien@university.edu', 'sam@mail.startup.io', 'k2@startup.ai'],
  phone: ['+1 415 555 2671', '(415) 555-2671', '+44 20 7946 0958', '020 7946 0958', '07911 123456', '+49 30 901820', '0044 20 7946 0958', '+61 2 9374 4000', '+1 212 736 5000 ext 12'],
  referralCode: ['no', 'none', 'n', 'No.', 'friend-2024', 'ab12cd', 'SUMMER2024', 'team-alpha-7', 'q7x9k2'],
  permission: ['yes', 'y', 'no', 'n', 'yes please', 'Sure', 'nope', 'Yes!', 'ok'],
};

const NOT_REAL: Record<RegistrationStep, Row[]> = {
  firstName: [
    ['asdf', 'fake'], ['qwerty', 'fake'], ['jkl;', 'fake'], ['sdfsdf', 'fake'], ['aaaa', 'fake'], ['test', 'fake'],
    ['john doe', 'fake'], ['xxx', 'fake'], ['abc', 'fake'], ['name', 'fake'], ['n/a', 'fake'], ['foo', 'fake'],
    ['Ada2', 'fake'], ['bcdfgh', 'fake'], ['poiuy', 'fake'], ['a', 'maybe_fake'], ['x'.repeat(51), 'fake'],
  ],
  lastName: [
    ['last', 'fake'], ['asd', 'fake'], ['zxcvbn', 'fake'], ['bar', 'fake'], ['none', 'fake'], ['l4st', 'fake'],
    ['smith!', 'fake'], ["-'-", 'fake'], ['hjkl', 'fake'], ['lastname', 'fake'],
  ],
  company: [
    ['test', 'fake'], ['none', 'fake'], ['asdf', 'fake'], ['qwerty ltd', 'fake'], ['x', 'fake'], ['12345', 'fake'],
    ['sdfsdf', 'fake'], ['company', 'fake'], ['zzzz', 'fake'], ['Acme', 'maybe_fake'], ['a1b2c3d4e5f6g7h8 12345678', 'maybe_fake'],
    ['<script>', 'maybe_fake'],
  ],
  position: [
    ['test', 'fake'], ['asdf', 'fake'], ['job title', 'fake'], ['x', 'fake'], ['12345', 'fake'], ['none', 'fake'],
    ['qwerty', 'fake'], ['position', 'fake'], ['sdfghj', 'fake'], ['wizard', 'maybe_real'], ['ninja', 'maybe_real'],
  ],
  email: [
    ['ada@mailinator.com', 'fake'], ['x@sub.mailinator.com', 'fake'], ['bob@yopmail.com', 'fake'], ['test@test.com', 'fake'],
    ['asdf@asdf.com', 'fake'], ['a@b.com', 'fake'], ['ada@example.com', 'fake'], ['ada@example.org', 'fake'],
    ['ada.acme.com', 'fake'], ['ada@@acme.com', 'fake'], ['ada@acme', 'fake'], ['ada@acme.c', 'fake'], ['ada @acme.com', 'fake'],
    ['ada@-acme.com', 'fake'], ['ada@acme-.com', 'fake'], ['.ada@acme.com', 'fake'], ['test@gmail.com', 'maybe_fake'],
    ['ada@gmial.com', 'maybe_fake'], ['info@acme.com', 'maybe_real'],
  ],
  phone: [
    ['1111111111', 'fake'], ['1234567890', 'fake'], ['0000000000', 'fake'], ['12345', 'fake'], ['abc', 'fake'],
    ['call me maybe', 'fake'], ['+1 555 555 5555', 'fake'], ['1212121212', 'fake'], ['+33 1 23 45 67 89', 'fake'],
    ['12345678901234567', 'fake'], ['555-1234', 'maybe_real'], ['+999 123 4567', 'maybe_fake'], ['+1 202 555 0143', 'maybe_fake'],
  ],
  referralCode: [
    ['asdf', 'maybe_fake'], ['aaaa', 'maybe_fake'], ['test', 'maybe_fake'], ['xyz123', 'maybe_fake'], ['1234', 'maybe_fake'],
    ['yes', 'maybe_fake'], ['my friend told me about you', 'maybe_fake'], ['ab1', 'maybe_fake'], ['code#1', 'maybe_fake'],
    ['qwerty-123', 'maybe_fake'],
  ],
  permission: [
    ['maybe', 'maybe_fake'], ['asdf', 'maybe_fake'], ['i guess', 'maybe_fake'], ['what for?', 'maybe_fake'], ['later', 'maybe_fake'],
    ['yes and no', 'maybe_fake'], ['42', 'maybe_fake'], ['perhaps', 'maybe_fake'],
  ],
};

describe('REGISTRATION_STEPS', () => {
  it('lists the eight questions in SPEC order', () => {
    expect(REGISTRATION_STEPS).toEqual(['firstName', 'lastName', 'company', 'position', 'email', 'phone', 'referralCode', 'permission']);
  });
});

describe('resolveStep', () => {
  it.each<[unknown, RegistrationStep | null]>([
    [0, 'firstName'],
    [4, 'email'],
    [7, 'permission'],
    ['5', 'phone'],
    [' 2 ', 'company'],
    ['email', 'email'],
    ['referralCode', 'referralCode'],
    ['referral_code', 'referralCode'],
    ['FIRSTNAME', 'firstName'],
    [8, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
    ['8', null],
    ['1.0', null],
    ['', null],
    ['address', null],
    [null, null],
    [undefined, null],
    [{ step: 1 }, null],
    [[1], null],
  ])('%p → %p', (input, expected) => {
    expect(resolveStep(input)).toBe(expected);
  });
});

describe('checkAnswer', () => {
  for (const step of REGISTRATION_STEPS) {
    describe(step, () => {
      it('has at least 8 real and 8 not-real examples in this table', () => {
        expect(REAL[step].length).toBeGreaterThanOrEqual(8);
        expect(NOT_REAL[step].length).toBeGreaterThanOrEqual(8);
      });

      it.each(REAL[step])('accepts %p as real', (answer) => {
        const verdict = check(step, answer, { firstName: 'ada' });
        expect({ answer, validity: verdict.validity }).toEqual({ answer, validity: 'real' });
        expect(verdict.response).not.toMatch(/\?$/u);
      });

      it.each(NOT_REAL[step])('rates %p as %p and asks again', (answer, validity) => {
        const verdict = check(step, answer, { firstName: 'ada' });
        expect(verdict.validity).toBe(validity);
        expect(verdict.reason.length).toBeGreaterThan(0);
        // A re-ask: a question, or a request ('please', 'could you', 'type confirm').
        expect(verdict.response).toMatch(/\?|please|could you|type confirm/iu);
      });
    });
  }

  it('treats blank answers as fake and asks the question again', () => {
    for (const step of REGISTRATION_STEPS) {
      for (const blank of ['', '   ', '\n\t']) {
        const verdict = check(step, blank);
        expect(verdict).toEqual(expect.objectContaining({ validity: 'fake', reason: 'empty answer', decisive: true }));
        expect(verdict.response).toContain(STEP_QUESTIONS[step]);
        expect(verdict.response).toMatch(/\?/u);
      }
    }
  });

  it('is case-insensitive even if an answer arrives with capitals', () => {
    expect(checkAnswer('email', 'ADA@MAILINATOR.COM', {}).reason).toBe('disposable email domain');
    expect(checkAnswer('permission', 'YES', {}).validity).toBe('real');
    expect(checkAnswer('firstName', 'ASDF', {}).validity).toBe('fake');
    expect(checkAnswer('firstName', 'ADA', {}).response).toBe('Nice to meet you, Ada!');
  });

  it('rejects the john/jane doe pair across two answers', () => {
    expect(check('lastName', 'doe', { firstName: 'john' })).toEqual(expect.objectContaining({ validity: 'fake', reason: 'test value' }));
    expect(check('lastName', 'doe', { firstName: 'jane' }).validity).toBe('fake');
    expect(check('lastName', 'doe', { firstName: 'ada' }).validity).toBe('real');
  });

  it('asks to confirm when the last name repeats the first name', () => {
    const verdict = check('lastName', 'ada', { firstName: 'ada' });
    expect(verdict.validity).toBe('maybe_real');
    expect(verdict.response).toContain('type confirm');
  });

  describe('responses', () => {
    it('greets with a properly capitalised name', () => {
      expect(check('firstName', 'ada').response).toBe('Nice to meet you, Ada!');
      expect(check('firstName', "o'neil").response).toBe("Nice to meet you, O'Neil!");
      expect(check('firstName', 'jean-luc').response).toBe('Nice to meet you, Jean-Luc!');
      expect(check('firstName', 'josé').response).toBe('Nice to meet you, José!');
      expect(check('lastName', 'mcdonald', { firstName: 'ronald' }).response).toBe('Thanks, Ronald McDonald.');
      expect(check('lastName', 'van der berg', { firstName: 'anna' }).response).toBe('Thanks, Anna van der Berg.');
    });

    it('echoes companies, titles, emails and numbers in their usual form', () => {
      expect(check('company', 'ibm').response).toBe('Great, IBM it is.');
      expect(check('company', '7-eleven').response).toBe('Great, 7-Eleven it is.');
      expect(check('position', 'head of it').response).toBe('Got it, Head of IT.');
      expect(check('email', 'Ada@Acme.com').response).toBe("Thanks, I'll use ada@acme.com.");
      expect(check('phone', '(415) 555-2671').response).toBe("Thanks, I've noted +1 415 555 2671.");
      expect(check('referralCode', 'friend-2024').response).toBe('Thanks, referral code FRIEND-2024 noted.');
    });

    it('explains a disposable email in friendly words', () => {
      expect(check('email', 'someone@guerrillamail.com')).toEqual({
        validity: 'fake',
        reason: 'disposable email domain',
        response: 'That email address looks like a temporary inbox. Could you share your work email instead?',
        decisive: true,
      });
    });

    it('suggests the intended domain for a typo', () => {
      expect(check('email', 'ada@gmial.com').response).toContain('ada@gmail.com');
    });

    it('asks for yes or no on an unclear permission answer', () => {
      expect(check('permission', 'maybe').response).toMatch(/yes or no/u);
    });

    it('asks for the code or no on an unclear referral answer', () => {
      expect(check('referralCode', 'yes').response).toMatch(/code itself/u);
    });
  });

  describe('decisive flags', () => {
    it.each<[RegistrationStep, string, boolean]>([
      ['firstName', 'asdf', true],
      ['firstName', 'test', true],
      ['firstName', 'ada', false],
      ['firstName', 'a', false],
      ['company', 'qwerty ltd', true],
      ['company', 'shopify', false],
      ['company', 'stripe inc', true],
      ['position', 'ceo', true],
      ['position', 'wizard', false],
      ['email', 'ada@acme', true],
      ['email', 'ada@yopmail.com', true],
      ['email', 'ada@acme.com', true],
      ['email', 'test@gmail.com', false],
      ['phone', '+44 20 7946 0958', true],
      ['phone', 'not a number', true],
      ['phone', '555-1234', false],
      ['referralCode', 'no', true],
      ['referralCode', 'ab12cd', true],
      ['referralCode', 'asdf', false],
      ['permission', 'yes', true],
      ['permission', 'no', true],
      ['permission', 'maybe', false],
    ])('%s %p → decisive %p', (step, answer, decisive) => {
      expect(check(step, answer).decisive).toBe(decisive);
    });

    it('never marks a maybe verdict decisive except for domain typos', () => {
      for (const step of REGISTRATION_STEPS) {
        for (const [answer, validity] of NOT_REAL[step]) {
          const verdict = check(step, answer);
          if (validity === 'maybe_real' || (validity === 'maybe_fake' && verdict.reason !== 'likely domain typo')) {
            expect({ step, answer, decisive: verdict.decisive }).toEqual({ step, answer, decisive: false });
          }
        }
      }
    });
  });

  it('is deterministic', () => {
    for (const step of REGISTRATION_STEPS) {
      for (const answer of [...REAL[step], ...NOT_REAL[step].map(([text]) => text)]) {
        expect(check(step, answer, { firstName: 'ada' })).toEqual(check(step, answer, { firstName: 'ada' }));
      }
    }
  });

  it('ignores previous answers that are not strings', () => {
    const odd = { firstName: 42 } as unknown as Record<string, string>;
    expect(checkAnswer('lastName', 'lovelace', odd).response).toBe('Thanks, Lovelace.');
  });
});
