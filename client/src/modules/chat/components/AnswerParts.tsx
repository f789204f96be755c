import { Button, Code, Collapse, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { ChevronRight, Database } from 'lucide-react';
import { lazy, useState } from 'react';
import { ChartBoundary } from '../../../ui/ChartBoundary';
import type { ChatAnswer } from '../chat-api';
import { cellText, chartOf, hasTable, singleFigure, TABLE_ROWS } from '../answer-view';
import classes from './Chat.module.css';

const AnswerChart = lazy(() => import('../../../ui/AnswerChart').then((module) => ({ default: module.AnswerChart })));

interface AnswerPartsProps {
  answer: ChatAnswer;
  showSql: boolean;
  onAsk: (question: string) => void;
  disabled: boolean;
}

/** What follows the typed text: a big figure, a compact table, a chart, the SQL in a fold, and choices to click. */
export function AnswerParts({ answer, showSql, onAsk, disabled }: AnswerPartsProps) {
  const [sqlOpen, setSqlOpen] = useState(false);
  const chart = chartOf(answer);
  const figure = singleFigure(answer);
  const rows = answer.rows.slice(0, TABLE_ROWS);
  return (
    <Stack gap="sm" mt="xs">
      {figure ? (
        <Text className={classes.figure} aria-label="Answer figure">
          {figure}
        </Text>
      ) : null}
      {chart ? (
        <ChartBoundary>
          <AnswerChart {...chart} />
        </ChartBoundary>
      ) : null}
      {hasTable(answer) ? (
        <Stack gap={4}>
          <ScrollArea.Autosize mah={320} type="auto">
            <Table striped highlightOnHover withTableBorder fz="xs" verticalSpacing={4} aria-label="Answer rows">
              <Table.Thead>
                <Table.Tr>
                  {answer.columns.map((column) => (
                    <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                      {column.replace(/_/g, ' ')}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={index}>
                    {row.map((value, column) => (
                      <Table.Td key={column} style={{ whiteSpace: 'nowrap', textAlign: typeof value === 'number' ? 'right' : undefined }}>
                        {cellText(value)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {answer.rows.length > TABLE_ROWS || answer.truncated ? (
            <Text fz="xs" c="dimmed">
              Showing {TABLE_ROWS} of {answer.rows.length.toLocaleString('en-US')}
              {answer.truncated ? '+' : ''} rows.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {answer.clarification ? (
        <Group gap={6} aria-label="Choose a reading">
          {answer.clarification.options.map((option) => (
            <Button key={option} size="xs" variant="light" onClick={() => onAsk(option)} disabled={disabled}>
              {option}
            </Button>
          ))}
        </Group>
      ) : null}
      {answer.suggestions.length > 0 ? (
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            You can ask, for example:
          </Text>
          <Group gap={6}>
            {answer.suggestions.map((suggestion) => (
              <Button key={suggestion} size="xs" variant="default" onClick={() => onAsk(suggestion)} disabled={disabled}>
                {suggestion}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
      {answer.sql && showSql ? (
        <div>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<Database size={12} />}
            rightSection={<ChevronRight size={12} style={{ transform: sqlOpen ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }} />}
            onClick={() => setSqlOpen((open) => !open)}
            aria-expanded={sqlOpen}
          >
            SQL
          </Button>
          <Collapse expanded={sqlOpen}>
            <Code block mt={4} fz="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {answer.sql}
            </Code>
          </Collapse>
        </div>
      ) : null}
    </Stack>
  );
}
