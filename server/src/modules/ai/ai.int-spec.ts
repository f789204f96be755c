import { registerUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const STORY_FORM = /^As an? [^,]+, I want [^,]+.*, so that .+$/;

describe('AI over GraphQL (built-in engine, in-process)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('aiStatus names the active provider', async () => {
    const { token } = await registerUser(app.services);
    const result = await app.graphql('{ aiStatus { provider model available fallback detail } }', {}, token);
    expect(result.data).toEqual({ aiStatus: { provider: 'builtin', model: 'quarry-offline', available: true, fallback: 'builtin', detail: null } });
    expect((await app.graphql('{ aiStatus { provider } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('suggest drafts every kind by SPEC’s rules', async () => {
    const { token } = await registerUser(app.services);
    const suggest = async (kind: string, title: string | null, description?: string) => {
      const result = await app.graphql<{ suggest: { kind: string; items: string[]; provider: string } }>(
        'mutation ($kind: DraftKind!, $context: DraftContextInput!) { suggest(kind: $kind, context: $context) { kind items provider } }',
        { kind, context: { title, description } },
        token,
      );
      return result;
    };
    const stories = (await suggest('STORIES', 'Subscription billing')).data?.suggest;
    expect(stories?.kind).toBe('STORIES');
    expect(stories?.items.every((item) => STORY_FORM.test(item))).toBe(true);
    const criteria = (await suggest('CRITERIA', 'Export reports to CSV', 'Analysts download any report as CSV')).data?.suggest.items ?? [];
    expect(criteria.length).toBeGreaterThanOrEqual(3);
    expect(criteria.length).toBeLessThanOrEqual(5);
    expect(criteria.every((line) => line.startsWith('- '))).toBe(true);
    const description = (await suggest('DESCRIPTION', 'Set up CI pipeline')).data?.suggest.items ?? [];
    expect(description).toHaveLength(1);
    expect(description[0]).toMatch(/pipeline/i);
    const epics = (await suggest('EPICS', 'Sales CRM', 'Reps track leads and deals')).data?.suggest.items ?? [];
    expect(epics.some((epic) => /lead|deal|pipeline/i.test(epic))).toBe(true);

    expect((await suggest('EPICS', ' ')).errors?.[0]).toMatchObject({ message: 'Project context missing.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await suggest('TASKS', null)).errors?.[0].message).toBe('User Story context missing.');
  });

  it('draftText and thinking answer like POST /api/chat and /api/v1/think', async () => {
    const { token } = await registerUser(app.services);
    const drafted = await app.graphql<{ draftText: string }>('mutation ($p: String!) { draftText(prompt: $p) }', { p: 'Suggest 3-5 epic titles for a project named "Mobile banking app".' }, token);
    expect(drafted.data?.draftText.split('\n').length).toBeGreaterThanOrEqual(3);
    const plan = await app.graphql<{ thinking: string }>('query ($q: String!) { thinking(question: $q) }', { q: 'Top 5 products by revenue in 1997' }, token);
    expect(plan.data?.thinking).toMatch(/top 5/i);
    expect(plan.data?.thinking).toMatch(/1997/);
  });

  it('checkRegistrationAnswer works without a token', async () => {
    const check = (message: string, currentStep: string) =>
      app.graphql<{ checkRegistrationAnswer: { validity: string; response: string } }>(
        'mutation ($input: RegistrationAnswerInput!) { checkRegistrationAnswer(input: $input) { validity reason response } }',
        { input: { message, currentStep, previousAnswers: {} } },
      );
    expect((await check('ada', 'firstName')).data?.checkRegistrationAnswer.validity).toBe('real');
    expect((await check('qwerty', '0')).data?.checkRegistrationAnswer.validity).toBe('fake');
    expect((await check('ada', 'shoeSize')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
