import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { story, task } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { ProjectUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';
import { TaskModal } from '../components/TaskModal';
import { DeleteTaskDocument, TaskDocument } from '../graphql/tasks.generated';

const loaded = task(5, 'Write hero copy', { description: 'Short and bold', priority: 'HIGH', dueDate: '2026-12-01', userStoryId: 100 });

const mocks = [
  { request: { query: TaskDocument, variables: { id: 5 } }, result: { data: { task: loaded } } },
  { request: { query: ProjectUserStoriesDocument, variables: { projectId: 1 } }, result: { data: { userStories: [story(100, 10, 1, 'Pricing page')] } } },
  { request: { query: DeleteTaskDocument, variables: { id: 5 } }, error: new Error('Network down') },
];

describe('task modal modes (SPEC §4)', () => {
  beforeEach(signIn);

  it('opens a new task in edit mode with the SPEC defaults and rows 3', async () => {
    renderWithProviders(<TaskModal projectId={1} defaultStoryId={100} people={[]} onClose={() => undefined} />, mocks);
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    expect(within(dialog).getByRole('textbox', { name: /Task title/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '3');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Backlog');
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('Medium');
    await waitFor(() => expect(within(dialog).getByLabelText('User story')).toHaveValue('Pricing page'));
    expect(within(dialog).getByRole('button', { name: 'Create Task' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Edit Task' })).not.toBeInTheDocument();
  });

  it('opens an existing task read-only; Edit Task edits and Cancel Edit restores the loaded values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TaskModal taskId={5} projectId={1} people={[]} onClose={() => undefined} />, mocks);
    const dialog = await screen.findByRole('dialog', { name: 'Task details' });
    await within(dialog).findByRole('heading', { name: 'Write hero copy' });
    expect(within(dialog).queryByRole('textbox', { name: /Task title/ })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Short and bold');
    expect(dialog).toHaveTextContent('High priority');

    await user.click(within(dialog).getByRole('button', { name: 'Edit Task' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    const title = within(editDialog).getByRole('textbox', { name: /Task title/ });
    expect(title).toHaveValue('Write hero copy');
    await user.clear(title);
    await user.type(title, 'Something else');
    await user.click(within(editDialog).getByRole('button', { name: 'Cancel Edit' }));

    const readAgain = await screen.findByRole('dialog', { name: 'Task details' });
    expect(within(readAgain).getByRole('heading', { name: 'Write hero copy' })).toBeInTheDocument();
    await user.click(within(readAgain).getByRole('button', { name: 'Edit Task' }));
    expect(within(await screen.findByRole('dialog', { name: 'Edit Task' })).getByRole('textbox', { name: /Task title/ })).toHaveValue('Write hero copy');
  });

  it('shows a failed delete inline in the task modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TaskModal taskId={5} projectId={1} people={[]} onClose={() => undefined} />, mocks);
    const dialog = await screen.findByRole('dialog', { name: 'Task details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Task' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the task "Write hero copy"? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete task.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete task' })).not.toBeInTheDocument());
  });
});
