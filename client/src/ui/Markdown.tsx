import { Anchor, Code, Table, Text } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Markdown drawn with the app's own typography; raw HTML is dropped, links open outside the app.
const components: Components = {
  p: ({ children }) => (
    <Text component="p" fz="sm" my={4} lh={1.6}>
      {children}
    </Text>
  ),
  a: ({ children, href }) => (
    <Anchor href={href} target="_blank" rel="noreferrer noopener" fz="sm">
      {children}
    </Anchor>
  ),
  code: ({ children }) => <Code>{children}</Code>,
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="xs" my="xs">
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
  ul: ({ children }) => <ul style={{ margin: '4px 0', paddingLeft: 20, fontSize: 'var(--mantine-font-size-sm)' }}>{children}</ul>,
  ol: ({ children }) => <ol style={{ margin: '4px 0', paddingLeft: 20, fontSize: 'var(--mantine-font-size-sm)' }}>{children}</ol>,
};

export function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {text}
    </ReactMarkdown>
  );
}
