import { Router } from 'express';
import type { Services } from '../app/services';
import { InputValidationError } from '../app/errors';
import type { AskResult } from '../modules/ask/ask.service';
import { formatValue } from '../ask/answer/answer-text';
import { viewerOf } from './rest-auth';
import { asObject } from './validate-body';

/** The answer in REST's snake_case. */
export function serializeAnswer(answer: AskResult) {
  return {
    answer: answer.answer,
    thinking: answer.thinking,
    sql: answer.sql,
    columns: answer.columns,
    rows: answer.rows,
    chart: answer.chart,
    clarification: answer.clarification,
    status: answer.status,
    interpretation: answer.interpretation.map((token) => ({ kind: token.kind, text: token.text })),
    unmatched: answer.unmatched,
    source_ids: answer.sourceIds,
    suggestions: answer.suggestions,
    truncated: answer.truncated,
    engine: answer.engine,
    conversation_id: answer.conversationId,
    answer_id: answer.answerId,
  };
}

const CHAT_TABLE_ROWS = 10;

/** SPEC's chat reply: the answer, a small table and the SQL in a fold, as Markdown. */
export function chatMarkdown(answer: AskResult): string {
  const parts = [answer.answer];
  if (answer.unmatched.length > 0) parts.unshift(`_Not understood: ${answer.unmatched.map((word) => `“${word}”`).join(', ')}_`);
  if (answer.clarification) parts.push(answer.clarification.options.map((option) => `- ${option}`).join('\n'));
  if (answer.suggestions.length > 0) parts.push(`You can ask, for example:\n${answer.suggestions.map((s) => `- ${s}`).join('\n')}`);
  if (answer.columns.length > 0 && answer.rows.length > 0 && !(answer.rows.length === 1 && answer.columns.length === 1)) {
    const cell = (value: unknown) => formatValue(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
    const table = [
      `| ${answer.columns.join(' | ')} |`,
      `| ${answer.columns.map(() => '---').join(' | ')} |`,
      ...answer.rows.slice(0, CHAT_TABLE_ROWS).map((row) => `| ${row.map(cell).join(' | ')} |`),
    ];
    if (answer.rows.length > CHAT_TABLE_ROWS) table.push(`\n_${answer.rows.length - CHAT_TABLE_ROWS} more rows._`);
    parts.push(table.join('\n'));
  }
  if (answer.sql) parts.push(`<details><summary>SQL</summary>\n\n\`\`\`sql\n${answer.sql}\n\`\`\`\n\n</details>`);
  return parts.join('\n\n');
}

function field<T>(body: Record<string, unknown>, name: string, check: (value: unknown) => value is T, type: string): T | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw new InputValidationError([{ loc: ['body', name], msg: `${name} must be ${type}`, type: `${type.replace(/^an? /, '')}_type` }]);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function requiredQuestion(body: Record<string, unknown>, name: string): string {
  const value = field(body, name, isString, 'a string');
  if (value === undefined) throw new InputValidationError([{ loc: ['body', name], msg: 'Field required', type: 'missing' }]);
  return value;
}

/** POST /api/v1/ask (the full answer) and SPEC's POST /api/v1/chat (Markdown), over the ask service. */
export function askRoutes(services: Services): Router {
  const router = Router();

  router.post('/ask', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const sourceId = field(body, 'data_source_id', isPositiveInteger, 'a positive integer');
    const answer = await services.ask.ask(viewer, {
      question: requiredQuestion(body, 'question'),
      dataSourceIds: sourceId === undefined ? undefined : [sourceId],
      conversationId: field(body, 'conversation_id', isString, 'a string'),
      memory: field(body, 'memory_enabled', isBoolean, 'a boolean'),
    });
    res.json(serializeAnswer(answer));
  });

  router.post('/chat', async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body);
    const question = requiredQuestion(body, 'user_input');
    const memory = field(body, 'memory_enabled', isBoolean, 'a boolean') ?? true;
    const names = field(body, 'data_sources', isStringList, 'a list of source names') ?? [];
    const dataSourceIds = await services.ask.sourceIdsNamed(viewer, names.filter((name) => name !== 'All Sources'));
    const answer = await services.ask.ask(viewer, { question, dataSourceIds, memory, channel: 'chat' });
    // SPEC reads `response`; the dashboard's chat also draws the table and chart from `answer`.
    res.json({ response: chatMarkdown(answer), answer: serializeAnswer(answer) });
  });

  return router;
}
