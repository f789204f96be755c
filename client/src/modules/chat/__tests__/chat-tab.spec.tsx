import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { DashboardMeDocument, DashboardPreferencesDocument, DashboardSourcesDocument } from '../../dashboard/graphql/dashboard.generated';
import { SuggestedQuestionsDocument } from '../../setup/graphql/setup.generated';
import { FavoriteQuestionsDocument } from '../graphql/chat.generated';
import { ChatTab } from '../components/ChatTab';

// react-markdown is ESM-only; the tests read the Markdown as plain text.
jest.mock('../../../ui/Markdown', () => ({ Markdown: ({ text }: { text: string }) => <p>{text}</p> }));

const noSuggestions: MockLink.MockedResponse = {
  request: { query: SuggestedQuestionsDocument, variables: { limit: 4 } },
  result: { data: { suggestedQuestions: [] } },
};

const mocks: MockLink.MockedResponse[] = [
  noSuggestions,
  { request: { query: DashboardSourcesDocument }, result: { data: { dataSources: [] } } },
  {
    request: { query: DashboardPreferencesDocument },
    result: { data: { preferences: { __typename: 'UserPreferences', chatTypingSpeed: 'fast', chatShowSql: true, updatesPromptDismissed: true } } },
  },
  {
    request: { query: DashboardMeDocument },
    result: { data: { me: { __typename: 'User', id: '7', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', username: null, theme: 'dark', profilePictureUrl: null, subscribedToUpdates: false } } },
  },
  { request: { query: FavoriteQuestionsDocument }, result: { data: { favoriteQuestions: [] } } },
];


type Reply = { status: number; body: unknown; statusText?: string } | 'unparseable';

/** Answers /api/v1/think and /api/v1/chat in order, and records what was sent. */
function mockFetch(think: Reply, chat: Reply) {
  const calls: { url: string; body: unknown }[] = [];
  const respond = (reply: Reply) =>
    reply === 'unparseable'
      ? { ok: false, status: 502, statusText: 'Bad Gateway', json: () => Promise.reject(new SyntaxError('Unexpected token <')) }
      : { ok: reply.status < 400, status: reply.status, statusText: reply.statusText ?? '', json: () => Promise.resolve(reply.body) };
  globalThis.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return Promise.resolve(respond(path.endsWith('/think') ? think : chat) as Response);
  }) as typeof fetch;
  return calls;
}

const answer = {
  answer: 'There are **83** orders shipped to Brazil.',
  thinking: 'Count orders.',
  sql: 'SELECT count(*) FROM orders',
  columns: ['number_of_orders'],
  rows: [[83]],
  chart: { type: 'number', y: ['number_of_orders'] },
  clarification: null,
  suggestions: [],
  truncated: false,
};

describe('ChatTab', () => {
  beforeEach(signIn);

  it('offers the questions suggested for the user’s goals, and asks one of them of its own source', async () => {
    const calls = mockFetch({ status: 200, body: { thinking: 'Sum revenue by month.' } }, { status: 200, body: { response: 'Revenue by month.' } });
    const user = userEvent.setup();
    const suggested: MockLink.MockedResponse = {
      request: { query: SuggestedQuestionsDocument, variables: { limit: 4 } },
      result: {
        data: {
          suggestedQuestions: [
            { __typename: 'SuggestedQuestion', question: 'Revenue by month', sourceId: 3, sourceName: 'Demo CRM & Sales', theme: 'sales data insights' },
            { __typename: 'SuggestedQuestion', question: 'Leads by lead source', sourceId: 3, sourceName: 'Demo CRM & Sales', theme: 'lead generation' },
          ],
        },
      },
    };
    renderWithProviders(<ChatTab />, [...mocks.filter((mock) => mock !== noSuggestions), suggested]);
    const group = await screen.findByRole('group', { name: 'Suggested questions' });
    await user.click(within(group).getByRole('button', { name: 'Revenue by month' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.body).toEqual({ user_input: 'Revenue by month' });
    expect(calls[1]?.body).toEqual({ user_input: 'Revenue by month', memory_enabled: true, data_sources: ['Demo CRM & Sales'] });
  });

  it('asks the question it arrived with (?ask=), once', async () => {
    const calls = mockFetch({ status: 200, body: { thinking: 'Count customers.' } }, { status: 200, body: { response: 'There are 91 customers.' } });
    renderWithProviders(<ChatTab />, mocks, ['/dashboard?ask=How%20many%20customers%20do%20we%20have%3F']);
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 5_000 });
    expect(calls.map((call) => call.body)).toEqual([
      { user_input: 'How many customers do we have?' },
      { user_input: 'How many customers do we have?', memory_enabled: true, data_sources: ['All Sources'] },
    ]);
  });

  it('starts in the welcome state and ignores blank sends', async () => {
    const calls = mockFetch({ status: 200, body: {} }, { status: 200, body: {} });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    expect(screen.getByRole('heading', { name: 'What do you want to work on today?' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type your message...');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'What do you want to work on today?' })).toBeInTheDocument();
  });

  it('calls think, then chat with memory and the source, and shows the thinking, the answer and its figure', async () => {
    const calls = mockFetch({ status: 200, body: { thinking: '- Count orders where ship country is Brazil.' } }, { status: 200, body: { response: 'There are **83** orders.', answer } });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How many orders were shipped to Brazil?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Pending: the input and the button are disabled and the button reads Thinking...
    expect(screen.getByRole('button', { name: 'Thinking...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(await screen.findByText('Count orders where ship country is Brazil.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Answer figure')).toHaveTextContent('83');
    expect(screen.getByText('There are **83** orders shipped to Brazil.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/think', '/api/v1/chat']);
    expect(calls[0]?.body).toEqual({ user_input: 'How many orders were shipped to Brazil?' });
    expect(calls[1]?.body).toEqual({ user_input: 'How many orders were shipped to Brazil?', memory_enabled: true, data_sources: ['All Sources'] });
  });

  it('shows a question back with the words it did not understand, its options, and no numbers', async () => {
    const clarification = {
      ...answer,
      status: 'clarification',
      unmatched: ['jazz'],
      answer: 'I don’t know what "jazz" means in this data. What should it match?',
      sql: null,
      columns: [],
      rows: [],
      chart: null,
      clarification: { question: 'I don’t know what "jazz" means in this data. What should it match?', options: ['How many deals in Germany'] },
    };
    const calls = mockFetch({ status: 200, body: { thinking: 'Not sure.' } }, { status: 200, body: { response: 'Not understood.', answer: clarification } });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How many deals in Germany that like jazz?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const unknown = await screen.findByRole('group', { name: 'Words not understood' });
    expect(unknown).toHaveTextContent('Not understood:“jazz”');
    expect(screen.getByText('Question back')).toBeInTheDocument();
    const option = await screen.findByRole('button', { name: 'How many deals in Germany' });
    expect(screen.queryByLabelText('Answer figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Answer rows' })).not.toBeInTheDocument();
    await waitFor(() => expect(option).toBeEnabled());
    await user.click(option);
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]?.body).toMatchObject({ user_input: 'How many deals in Germany' });
  });

  it('reads a declined answer as a decline, with the questions the data can answer', async () => {
    const declined = {
      ...answer,
      status: 'declined',
      unmatched: ['weather', 'Mars'],
      answer: 'I can’t answer that from Northwind. Nothing in the data matches "weather" and "Mars".',
      sql: null,
      columns: [],
      rows: [],
      chart: null,
      suggestions: ['How many orders are there?', 'Orders per month'],
    };
    mockFetch({ status: 200, body: { thinking: 'Nothing matches.' } }, { status: 200, body: { response: 'No.', answer: declined } });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What is the weather on Mars?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not answered')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Words not understood' })).toHaveTextContent('“weather”“Mars”');
    expect(await screen.findByRole('button', { name: 'Orders per month' })).toBeInTheDocument();
    expect(screen.getByText('You can ask, for example:')).toBeInTheDocument();
    expect(screen.queryByLabelText('Answer figure')).not.toBeInTheDocument();
    expect(screen.queryByText('Question back')).not.toBeInTheDocument();
  });

  it('marks nothing on a plain answer, even from a server that sends no status', async () => {
    mockFetch({ status: 200, body: { thinking: 'Count orders.' } }, { status: 200, body: { response: 'There are **83** orders.', answer } });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How many orders were shipped to Brazil?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByLabelText('Answer figure')).toHaveTextContent('83');
    expect(screen.queryByRole('group', { name: 'Words not understood' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not answered')).not.toBeInTheDocument();
  });

  it('sends memory_enabled false once Memory is switched off', async () => {
    const calls = mockFetch({ status: 200, body: { thinking: 'Plan.' } }, { status: 200, body: { response: 'Done.' } });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'first');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Done.');
    await user.click(screen.getByRole('button', { name: 'Memory On' }));
    expect(screen.getByRole('button', { name: 'Memory Off' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'second');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]?.body).toMatchObject({ user_input: 'second', memory_enabled: false });
  });

  it.each<[string, Reply, Reply, string]>([
    ['a thinking error with a detail', { status: 500, body: { detail: 'boom' } }, { status: 200, body: {} }, '⚠️ Error: Thinking API Error (500): boom'],
    ['a thinking error without a detail', { status: 503, body: {}, statusText: 'Service Unavailable' }, { status: 200, body: {} }, '⚠️ Error: Thinking API Error (503): Service Unavailable'],
    ['a thinking error with neither', { status: 500, body: {} }, { status: 200, body: {} }, '⚠️ Error: Thinking API Error (500): Failed to get thinking response'],
    ['an unparseable thinking error', 'unparseable', { status: 200, body: {} }, '⚠️ Error: Thinking API Error (502): Failed to parse thinking error response'],
    ['a chat error with a detail', { status: 200, body: { thinking: 'Plan.' } }, { status: 404, body: { detail: 'Data source "Nowhere" not found.' } }, '⚠️ Error: Chat API Error (404): Data source "Nowhere" not found.'],
    ['an unparseable chat error', { status: 200, body: { thinking: 'Plan.' } }, 'unparseable', '⚠️ Error: Chat API Error (502): Failed to parse chat error response'],
  ])('%s removes both placeholders and shows SPEC’s error', async (_name, think, chat, message) => {
    mockFetch(think, chat);
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).queryByLabelText('Thinking')).not.toBeInTheDocument();
    expect(log.querySelectorAll('[data-message="ai"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows the fallbacks when the answers are missing', async () => {
    mockFetch({ status: 200, body: {} }, { status: 200, body: {} });
    const user = userEvent.setup();
    renderWithProviders(<ChatTab />, mocks);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The assistant is evaluating...')).toBeInTheDocument();
    expect(await screen.findByText('⚠️ Unable to get response.')).toBeInTheDocument();
  });
});
