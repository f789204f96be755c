import { appendCriteria, cleanSuggestions, CRITERIA_HEADING } from '../suggestion-text';

describe('suggestion text (SPEC §9)', () => {
  it('strips leading numbers, bullets and dashes', () => {
    expect(cleanSuggestions(['1. Sign up', '- Log in', '• Reset password', '2) Invite', '   '])).toEqual(['Sign up', 'Log in', 'Reset password', 'Invite']);
  });

  it('appends criteria under the Acceptance Criteria: heading, once', () => {
    const first = appendCriteria('Users can pay.', ['- Card is charged', '- Receipt is sent']);
    expect(first).toBe(`Users can pay.\n\n${CRITERIA_HEADING}\n- Card is charged\n- Receipt is sent`);
    expect(appendCriteria(first, ['- Refunds work'])).toBe(`${first}\n- Refunds work`);
    expect(appendCriteria('', ['Works offline'])).toBe(`${CRITERIA_HEADING}\n- Works offline`);
  });
});
