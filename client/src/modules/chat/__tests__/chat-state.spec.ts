import { chatReducer, collapsedText, initialChatState, isCollapsible, transcriptMarkdown } from '../chat-state';
import { cleanThinking } from '../chat-api';
import { typeOut } from '../typing';

describe('chat state machine (SPEC §4)', () => {
  it('the first send replaces the list and adds an empty thinking message and a hidden ai message, in that order', () => {
    const sent = chatReducer(initialChatState, { type: 'send', text: 'total revenue by month' });
    expect(sent.started).toBe(true);
    expect(sent.pending).toBe(true);
    expect(sent.messages.map((m) => [m.type, m.text, m.hidden ?? false])).toEqual([
      ['user', 'total revenue by month', false],
      ['thinking', '', false],
      ['ai', '', true],
    ]);
    expect(sent.messages[1]).toMatchObject({ content: '', collapsed: false });
    expect(sent.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('later sends append; a failure removes both placeholders and adds the error message', () => {
    let state = chatReducer(initialChatState, { type: 'send', text: 'a' });
    state = chatReducer(state, { type: 'reply', id: 3, text: 'first answer', answer: null, typing: false });
    state = chatReducer(state, { type: 'done' });
    state = chatReducer(state, { type: 'send', text: 'b' });
    expect(state.messages).toHaveLength(6);
    state = chatReducer(state, { type: 'fail', thinkingId: 5, aiId: 6, message: 'Chat API Error (500): boom' });
    expect(state.pending).toBe(false);
    expect(state.messages.map((m) => m.text)).toEqual(['a', '', 'first answer', 'b', '⚠️ Error: Chat API Error (500): boom']);
    expect(state.messages.filter((m) => m.type === 'thinking')).toHaveLength(1);
  });

  it('a thinking box over 100 characters folds to 4 lines with an ellipsis', () => {
    const short = 'x'.repeat(100);
    const long = ['one', 'two', 'three', 'four', 'five', 'six'].map((word) => `${word} ${'y'.repeat(20)}`).join('\n');
    expect(isCollapsible(short)).toBe(false);
    expect(isCollapsible(long)).toBe(true);
    expect(collapsedText(long).split('\n')).toHaveLength(4);
    expect(collapsedText(long).endsWith('…')).toBe(true);
    let state = chatReducer(initialChatState, { type: 'send', text: 'q' });
    state = chatReducer(state, { type: 'toggle', id: 2 });
    expect(state.messages[1]?.collapsed).toBe(true);
  });

  it('strips leading whitespace, dots, dashes and bullets from the thinking text', () => {
    expect(cleanThinking('  ... - • Compute revenue.')).toBe('Compute revenue.');
  });

  it('writes the transcript as Markdown', () => {
    let state = chatReducer(initialChatState, { type: 'send', text: 'How many orders?' });
    state = chatReducer(state, { type: 'thinking', id: 2, content: 'Count orders.', typing: false });
    state = chatReducer(state, { type: 'reply', id: 3, text: 'There are **830** orders.', answer: null, typing: false });
    const markdown = transcriptMarkdown(state.messages, 'Chat', new Date('2026-11-23T10:00:00Z'));
    expect(markdown).toContain('**You:** How many orders?');
    expect(markdown).toContain('> Count orders.');
    expect(markdown).toContain('**Assistant:** There are **830** orders.');
  });
});

describe('typing out (SPEC §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [6, 'thinking'],
    [20, 'reply'],
  ])('reveals one character every %i ms (%s)', async (ms) => {
    const seen: string[] = [];
    const done = typeOut('abcdefghij', ms, (shown) => seen.push(shown));
    jest.advanceTimersByTime(ms * 3);
    expect(seen[seen.length - 1]).toBe('abc');
    jest.advanceTimersByTime(ms * 7);
    await expect(done).resolves.toBe('abcdefghij');
    expect(seen[seen.length - 1]).toBe('abcdefghij');
  });
});
