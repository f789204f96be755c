import { DraftKind, MAX_SUGGESTIONS, MIN_SUGGESTIONS, type DraftContext } from '../drafting';
import { formatSuggestions } from '../suggestion-format';
import { draft, interpretPrompt, nounPhrases, respondToPrompt } from './drafter';

const STORY_FORM = /^As an? [^,]+, I want [^,]+, so that .+$/;
const LEADING_MARKER = /^(?:\d+[.)]?\s|[-*•–—+>]|\s)/;

const CONTEXTS: Record<Exclude<DraftKind, DraftKind.DESCRIPTION>, DraftContext[]> = {
  [DraftKind.EPICS]: [
    { title: 'Mobile banking app', description: 'Lets customers check balances, transfer money between accounts and pay bills from their phone.' },
    { title: 'Online bookstore' },
    { title: 'Greenhouse humidity sensors', description: 'Farmers monitor humidity levels in each greenhouse and get alerts when plants are at risk.' },
  ],
  [DraftKind.STORIES]: [{ title: 'Subscription billing' }, { title: 'Mobile push notifications' }, { title: 'Checkout', description: 'Guest and signed-in shoppers pay for their cart.' }],
  [DraftKind.TASKS]: [
    { title: 'As a shopper, I want to save my cart, so that I can buy later' },
    { title: 'As a finance admin, I want to download past invoices as PDF, so that I can reconcile payments at month end' },
    { title: 'Set up CI pipeline' },
  ],
  [DraftKind.CRITERIA]: [
    { title: 'As a shopper, I want to save my cart, so that I can buy later' },
    { title: 'Subscription billing' },
    { title: 'Greenhouse humidity sensors' },
  ],
};

const normalise = (items: readonly string[]) => items.map((item) => item.toLowerCase());

describe('draft: shape of every kind', () => {
  const listCases = Object.entries(CONTEXTS).flatMap(([kind, contexts]) => contexts.map((context) => [kind as DraftKind, context] as const));

  it.each(listCases)('%s for %j gives 3-5 clean, unique items', (kind, context) => {
    const items = draft(kind, context);
    expect(items.length).toBeGreaterThanOrEqual(MIN_SUGGESTIONS);
    expect(items.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(new Set(normalise(items)).size).toBe(items.length);
    for (const item of items) {
      expect(item).toBe(item.trim());
      expect(item).not.toMatch(/lorem|ipsum|\{|\}|undefined|null|\[object/i);
      expect(item).not.toMatch(/\s{2,}/);
      if (kind === DraftKind.CRITERIA) {
        expect(item).toMatch(/^- [A-Z]/);
        expect(item.slice(2)).not.toMatch(LEADING_MARKER);
      } else {
        expect(item).not.toMatch(LEADING_MARKER);
        expect(item).toMatch(/^[A-Z]/);
      }
      if (kind === DraftKind.STORIES) expect(item).toMatch(STORY_FORM);
    }
  });

  it('writes criteria in Given/When/Then form', () => {
    for (const context of CONTEXTS[DraftKind.CRITERIA]) {
      for (const line of draft(DraftKind.CRITERIA, context)) expect(line).toMatch(/^- Given .+, when .+, then .+$/);
    }
  });

  it.each(['Set up CI pipeline', 'Subscription billing', 'As a shopper, I want to save my cart, so that I can buy later', 'Greenhouse humidity sensors'])(
    'DESCRIPTION for "%s" is one text of 2-4 sentences',
    (title) => {
      const items = draft(DraftKind.DESCRIPTION, { title });
      expect(items).toHaveLength(1);
      const [text = ''] = items;
      expect(text).toBe(text.trim());
      const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(text).not.toMatch(/lorem|ipsum|\{|\}|undefined/i);
    },
  );

  it('survives the shared output rules unchanged (what the service applies to every provider)', () => {
    for (const [kind, contexts] of Object.entries(CONTEXTS)) {
      for (const context of contexts) {
        const items = draft(kind as DraftKind, context);
        expect(formatSuggestions(kind as DraftKind, items)).toEqual(items);
      }
    }
  });

  it('returns nothing for an empty title', () => {
    expect(draft(DraftKind.EPICS, { title: '   ' })).toEqual([]);
  });
});

describe('draft: determinism', () => {
  it.each([DraftKind.EPICS, DraftKind.STORIES, DraftKind.TASKS, DraftKind.DESCRIPTION, DraftKind.CRITERIA])('%s gives the same output for the same input', (kind) => {
    const context = { title: 'Customer support tickets', description: 'Agents answer customer emails and track SLAs.' };
    const first = draft(kind, context);
    const second = draft(kind, { ...context });
    expect(second).toEqual(first);
  });

  it('does not depend on randomness or the clock', () => {
    const context = { title: 'Team invitations', description: 'Owners invite colleagues by email.' };
    const run = () => [draft(DraftKind.STORIES, context), draft(DraftKind.DESCRIPTION, context), respondToPrompt('What should we consider for a warehouse barcode scanner rollout?')];
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.01);
    const now = jest.spyOn(Date, 'now').mockReturnValue(0);
    const first = run();
    random.mockReturnValue(0.99);
    now.mockReturnValue(4_102_444_800_000);
    const second = run();
    random.mockRestore();
    now.mockRestore();
    expect(second).toEqual(first);
  });
});

describe('draft: specific to the context', () => {
  const overlap = (left: readonly string[], right: readonly string[]) => normalise(left).filter((item) => normalise(right).includes(item));

  it('gives unrelated epics different, relevant stories', () => {
    const billing = draft(DraftKind.STORIES, { title: 'Subscription billing' });
    const push = draft(DraftKind.STORIES, { title: 'Mobile push notifications' });
    for (const story of billing) expect(story).toMatch(/bill|invoice|payment|plan|subscription|card|refund|tax/i);
    for (const story of push) expect(story).toMatch(/notification|push|device|phone|alert/i);
    expect(push.join(' ')).not.toMatch(/invoice|refund/i);
    expect(billing.join(' ')).not.toMatch(/push notification|quiet hours/i);
    expect(overlap(billing, push)).toEqual([]);
  });

  it('gives unrelated projects different, relevant epics', () => {
    const banking = draft(DraftKind.EPICS, { title: 'Mobile banking app', description: 'Customers check balances, transfer money and pay bills.' });
    const crm = draft(DraftKind.EPICS, { title: 'Sales CRM', description: 'Sales reps track leads and deals through the pipeline.' });
    expect(banking.join(' ')).toMatch(/balance|transfer|payee|bill|card|statement/i);
    expect(crm.join(' ')).toMatch(/lead|deal|pipeline|contact|forecast/i);
    expect(banking.filter((epic) => /lead|deal/i.test(epic))).toEqual([]);
    expect(overlap(banking, crm)).toEqual([]);
  });

  it('gives unrelated stories different, relevant tasks', () => {
    const cart = draft(DraftKind.TASKS, { title: 'As a shopper, I want to save my cart, so that I can buy later' });
    const login = draft(DraftKind.TASKS, { title: 'As a member, I want to reset my password by email, so that I can get back into my account' });
    expect(cart.filter((task) => /cart/i.test(task)).length).toBeGreaterThanOrEqual(2);
    expect(login.filter((task) => /password|sign-in|sign in|session|token|login/i.test(task)).length).toBeGreaterThanOrEqual(2);
    expect(overlap(cart, login)).toEqual([]);
  });

  it('ranks the templates closest to the story first', () => {
    const tasks = draft(DraftKind.TASKS, { title: 'As a finance admin, I want to download past invoices as PDF, so that I can reconcile payments at month end' });
    expect(tasks).toContain('Add a PDF renderer for invoices');
    expect(tasks[tasks.length - 1]).toMatch(/test/i);
  });

  it.each([
    ['Subscription billing', /billing|subscription|invoice/i],
    ['Set up CI pipeline', /CI pipeline/],
    ['As a shopper, I want to save my cart, so that I can buy later', /cart/i],
    ['Greenhouse humidity sensors', /humidity sensor/i],
    ['Mobile push notifications', /notification/i],
  ])('mentions the subject of "%s" in DESCRIPTION and CRITERIA', (title, subject) => {
    expect(draft(DraftKind.DESCRIPTION, { title })[0]).toMatch(subject);
    expect(draft(DraftKind.CRITERIA, { title }).join('\n')).toMatch(subject);
  });

  it('uses the story itself in the first criterion', () => {
    const [first] = draft(DraftKind.CRITERIA, { title: 'As a shopper, I want to save my cart, so that I can buy later' });
    expect(first).toBe('- Given a signed-in shopper, when they save their cart, then they can buy later');
  });

  it('turns the story into a third-person description', () => {
    const [text] = draft(DraftKind.DESCRIPTION, { title: 'As a finance admin, I want to download past invoices as PDF, so that I can reconcile payments at month end' });
    expect(text).toMatch(/^Finance admins want to download past invoices as PDF, so that they can reconcile payments at month end\./);
  });

  it('keeps a generic domain specific to its own nouns', () => {
    const context = { title: 'Greenhouse humidity sensors', description: 'Growers monitor humidity levels in each greenhouse and get alerts when plants are at risk.' };
    for (const kind of [DraftKind.EPICS, DraftKind.STORIES, DraftKind.TASKS, DraftKind.CRITERIA]) {
      const items = draft(kind, context);
      expect(items.filter((item) => /humidity|sensor/i.test(item)).length).toBeGreaterThanOrEqual(Math.min(3, items.length));
    }
    expect(draft(DraftKind.DESCRIPTION, context)[0]).toMatch(/humidity sensors/);
    expect(draft(DraftKind.STORIES, context)[0]).toMatch(/^As a grower, I want to monitor humidity levels, so that /);
    expect(draft(DraftKind.EPICS, context)).toContain('Monitoring humidity levels');
  });

  it('does not give two unknown domains the same list', () => {
    const sensors = draft(DraftKind.EPICS, { title: 'Greenhouse humidity sensors' });
    const hives = draft(DraftKind.EPICS, { title: 'Beehive inspection log' });
    expect(overlap(sensors, hives)).toEqual([]);
    expect(hives.join(' ')).toMatch(/inspection|beehive/i);
  });

  it('combines topics when a title spans two domains', () => {
    const epics = draft(DraftKind.EPICS, { title: 'Mobile banking app' });
    expect(epics.some((epic) => /balance|transfer|payee|statement|card/i.test(epic))).toBe(true);
    expect(epics.some((epic) => /mobile|app store|offline|biometric/i.test(epic))).toBe(true);
  });

  it('uses the actor named in the context', () => {
    const stories = draft(DraftKind.STORIES, { title: 'Appointment booking', description: 'Patients book visits with their dentist online.' });
    expect(stories.some((story) => story.startsWith('As a patient,'))).toBe(true);
  });

  it('writes grammatical articles', () => {
    const stories = draft(DraftKind.STORIES, { title: 'Audit log', description: 'An auditor reviews every admin action.' });
    expect(stories.join('\n')).not.toMatch(/\ba [aeiou]/i);
    expect(stories.some((story) => story.startsWith('As an auditor, '))).toBe(true);
  });
});

describe('interpretPrompt', () => {
  it.each([
    ['Generate a concise description for a task titled "Set up CI pipeline".', DraftKind.DESCRIPTION, 'Set up CI pipeline', null],
    [
      'Write acceptance criteria for the user story "As a shopper, I want to save my cart, so that I can buy later" with description: Carts disappear when the session expires.',
      DraftKind.CRITERIA,
      'As a shopper, I want to save my cart, so that I can buy later',
      'Carts disappear when the session expires.',
    ],
    [
      'Suggest 3-5 epic titles for a project named "Mobile banking app". Project description: Customers check balances and pay bills.',
      DraftKind.EPICS,
      'Mobile banking app',
      'Customers check balances and pay bills.',
    ],
    ["Suggest user stories for the epic \"Checkout\" in the form 'As a [user type], I want [goal], so that [benefit]'", DraftKind.STORIES, 'Checkout', null],
    ['List task titles for the user story "As a support agent, I want saved replies, so that I answer faster"', DraftKind.TASKS, 'As a support agent, I want saved replies, so that I answer faster', null],
    ['Describe the epic “Team invitations”', DraftKind.DESCRIPTION, 'Team invitations', null],
    ['Break the project "Recipe sharing site" down into epics', DraftKind.EPICS, 'Recipe sharing site', null],
    ['What tasks are needed for the story called Export reports to CSV?', DraftKind.TASKS, 'Export reports to CSV', null],
    [
      'Project: "Recipe sharing site"\nProject description: Home cooks share recipes and plan meals.\n\nSuggest 3-5 epic titles for this project. Answer as JSON: {"items": ["<epic title>", ...]}.',
      DraftKind.EPICS,
      'Recipe sharing site',
      'Home cooks share recipes and plan meals.',
    ],
    [
      'Epic: "Checkout"\nEpic description: Shoppers pay for the tasks in their cart.\n\nSuggest 3-5 user stories for this epic, each in the form \'As a [user type], I want [goal], so that [benefit]\'. Answer as JSON: {"items": ["As a ..., I want ..., so that ...", ...]}.',
      DraftKind.STORIES,
      'Checkout',
      'Shoppers pay for the tasks in their cart.',
    ],
    [
      'Title: "Invoice PDF export"\n\nWrite 3-5 acceptance criteria for this item, each one line starting with \'- \', using Given/When/Then where it fits. Answer as JSON: {"items": ["- ...", ...]}.',
      DraftKind.CRITERIA,
      'Invoice PDF export',
      null,
    ],
  ])('reads %j', (prompt, kind, title, description) => {
    expect(interpretPrompt(prompt)).toEqual({ kind, context: { title, description } });
  });

  it.each(['hello', 'What is the weather like today?', 'Tell me a joke about databases', ''])('returns null for %j', (prompt) => {
    expect(interpretPrompt(prompt)).toBeNull();
  });
});

describe('respondToPrompt', () => {
  it('answers list prompts one item per line', () => {
    const answer = respondToPrompt("Suggest user stories for the epic \"Subscription billing\" in the form 'As a [user type], I want [goal], so that [benefit]'");
    const lines = answer.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(MIN_SUGGESTIONS);
    expect(lines.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const line of lines) expect(line).toMatch(STORY_FORM);
    expect(answer).toMatch(/invoice|payment|plan/i);
  });

  it('keeps the dash on criteria lines', () => {
    const lines = respondToPrompt('Write acceptance criteria for the user story "As a shopper, I want to save my cart, so that I can buy later"').split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(MIN_SUGGESTIONS);
    for (const line of lines) expect(line).toMatch(/^- Given /);
  });

  it('answers a description prompt with the description text', () => {
    const answer = respondToPrompt('Generate a concise description for a task titled "Set up CI pipeline".');
    expect(answer).toBe(draft(DraftKind.DESCRIPTION, { title: 'Set up CI pipeline' })[0]);
    expect(answer).not.toContain('\n');
  });

  it.each([
    ['How should we plan the migration of our legacy database to PostgreSQL?', /legacy database/i],
    ['Any advice on a loyalty program for coffee shops?', /loyalty program/i],
  ])('answers an unrelated prompt from its own subject: %s', (prompt, subject) => {
    const answer = respondToPrompt(prompt);
    expect(answer.trim().length).toBeGreaterThan(80);
    expect(answer).toMatch(subject);
    expect(answer).not.toMatch(/lorem|ipsum/i);
  });

  it('answers different unrelated prompts differently', () => {
    expect(respondToPrompt('Any advice on a loyalty program for coffee shops?')).not.toEqual(
      respondToPrompt('How should we plan the migration of our legacy database to PostgreSQL?'),
    );
  });

  it('still answers a prompt without a subject, quoting it', () => {
    expect(respondToPrompt('hello')).toContain('"hello"');
  });
});

describe('nounPhrases', () => {
  it('extracts the main noun phrases without determiners', () => {
    const phrases = nounPhrases('How should we plan the migration of our legacy database to PostgreSQL?');
    expect(phrases[0]).toBe('migration of the legacy database');
    expect(phrases).toContain('PostgreSQL');
  });
});
