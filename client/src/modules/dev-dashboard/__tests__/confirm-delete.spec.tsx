import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { project } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SuggestionPanel } from '../../ai/components/SuggestionPanel';
import { ProjectSidebar } from '../../projects/components/ProjectSidebar';
import { DeleteProjectDocument, ProjectsDocument } from '../../projects/graphql/projects.generated';
import { DashboardProvider } from '../DashboardContext';

describe('confirmation modal', () => {
  beforeEach(signIn);

  it("says 'Processing...' while deleting, and on failure shows SPEC's alert and stays open", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const mocks = [
      { request: { query: ProjectsDocument }, result: { data: { projects: [project(1, 'Apollo')] } } },
      {
        request: { query: DeleteProjectDocument, variables: { id: 1 } },
        // Long enough that the in-flight state is seen on a slow, busy machine.
        delay: 1500,
        result: { errors: [{ message: 'Viewers can read projects but not change them.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ];
    renderWithProviders(
      <DashboardProvider>
        <ProjectSidebar />
      </DashboardProvider>,
      mocks,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete project Apollo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete project' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await within(confirm).findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Failed to delete project: Viewers can read projects but not change them.');
    expect(screen.getByRole('dialog', { name: 'Delete project' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(alert).toHaveBeenCalledWith('Failed to delete project: Viewers can read projects but not change them.');
    alert.mockRestore();
  });
});

describe('suggestion panel', () => {
  it("shows 'No suggestions generated.' for an empty answer, and closes on choosing or on close", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    let closed = 0;
    const { unmount } = renderWithProviders(
      <SuggestionPanel title="Suggested epics" state={{ status: 'ready', items: [] }} onChoose={(item) => chosen.push(item)} onClose={() => (closed += 1)} />,
    );
    expect(screen.getByRole('region', { name: 'Suggested epics' })).toHaveTextContent('No suggestions generated.');
    unmount();
    renderWithProviders(<SuggestionPanel title="Suggested epics" state={{ status: 'ready', items: ['Billing'] }} onChoose={(item) => chosen.push(item)} onClose={() => (closed += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Billing' }));
    await user.click(screen.getByRole('button', { name: 'Close suggestions' }));
    expect(chosen).toEqual(['Billing']);
    expect(closed).toBe(1);
  });
});
