import { CHAT_STEPS, CHECK_FAILED, nextStep, normaliseAnswer, parseVerdict, registrationPayload, summaryText } from '../registration-chat';

describe('registration chat rules', () => {
  it('asks SPEC’s eight questions in order', () => {
    expect(CHAT_STEPS).toEqual(['firstName', 'lastName', 'company', 'position', 'email', 'phone', 'referralCode', 'permission']);
    expect(nextStep('firstName')).toBe('lastName');
    expect(nextStep('permission')).toBeNull();
  });

  it('reads the verdict from the reply string, and treats anything broken as maybe_fake with SPEC’s text', () => {
    expect(parseVerdict({ reply: JSON.stringify({ validity: 'maybe_real', reason: 'x', response: 'Sure?' }) })).toEqual({ validity: 'maybe_real', response: 'Sure?' });
    for (const broken of [null, {}, { reply: 'not json' }, { reply: JSON.stringify({ validity: 'great' }) }, { reply: 42 }]) {
      expect(parseVerdict(broken)).toEqual({ validity: 'maybe_fake', response: CHECK_FAILED });
    }
  });

  it('lower-cases answers and sends SPEC’s payload, permission user and no referral for "no"', () => {
    expect(normaliseAnswer('  Ada@Example.COM ')).toBe('ada@example.com');
    const answers = { firstName: 'ada', lastName: 'lovelace', company: 'engines', position: 'analyst', email: 'ada@engines.io', phone: '+44 20 7946 0958', referralCode: 'no', permission: 'no' };
    expect(registrationPayload(answers, 'Secret!123')).toEqual({
      email: 'ada@engines.io',
      password: 'Secret!123',
      first_name: 'ada',
      last_name: 'lovelace',
      company: 'engines',
      position: 'analyst',
      phone: '+44 20 7946 0958',
      referral_code: null,
      permission: 'user',
      subscribe_to_updates: false,
    });
    expect(summaryText(answers).split('\n')).toHaveLength(8);
  });
});
