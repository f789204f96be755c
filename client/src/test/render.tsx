import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

/** Renders with the app's providers, Apollo answering from `mocks` (each used as often as asked). */
export function renderWithProviders(ui: ReactNode, mocks: ReadonlyArray<MockLink.MockedResponse> = [], initialEntries: string[] = ['/']): RenderResult {
  const reusable = mocks.map((mock) => ({ maxUsageCount: Number.POSITIVE_INFINITY, ...mock }));
  return render(
    <MockedProvider mocks={reusable}>
      <MantineProvider theme={theme} defaultColorScheme="dark">
        <MemoryRouter initialEntries={initialEntries}>
          <DndProvider backend={HTML5Backend}>{ui}</DndProvider>
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}
