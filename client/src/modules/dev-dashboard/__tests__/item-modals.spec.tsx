import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { epic, project } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { EpicModal } from '../../epics/components/EpicModal';
import { CreateEpicDocument, EpicDocument } from '../../epics/graphql/epics.generated';
import { ProjectModal } from '../../projects/components/ProjectModal';
import { ProjectDocument } from '../../projects/graphql/projects.generated';
import { TaskModal } from '../../tasks/components/TaskModal';
import { UserStoryModal } from '../../user-stories/components/UserStoryModal';
import { CreateUserStoryDocument, ProjectUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';

const noop = () => undefined;
// The task modal lists the project's stories for its story field.
const storiesMock = { request: { query: ProjectUserStoriesDocument, variables: { projectId: 1 } }, result: { data: { userStories: [] } } };

describe('item modals: modes', () => {
  beforeEach(signIn);

  it('project modal creates and edits', async () => {
    const { unmount } = renderWithProviders(<ProjectModal onClose={noop} onSaved={noop} />);
    expect(within(await screen.findByRole('dialog', { name: 'New Project' })).getByRole('button', { name: 'Create Project' })).toBeDisabled();
    unmount();
    const mocks = [{ request: { query: ProjectDocument, variables: { id: 1 } }, result: { data: { project: { ...project(1, 'Apollo'), description: 'Moon' } } } }];
    renderWithProviders(<ProjectModal project={project(1, 'Apollo (stale)')} onClose={noop} onSaved={noop} />, mocks);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Project name/ })).toHaveValue('Apollo'));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Moon');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('epic modal loads the epic in edit mode; its description has rows 4', async () => {
    const mocks = [{ request: { query: EpicDocument, variables: { id: 10 } }, result: { data: { epic: { ...epic(10, 1, 'Launch site'), description: 'All pages', status: 'IN_PROGRESS' } } } }];
    renderWithProviders(<EpicModal epicId={10} projectId={1} onClose={noop} onSaved={noop} />, mocks);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Epic' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Epic title/ })).toHaveValue('Launch site'));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('All pages');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('In Progress');
  });

  it('user story modal creates with rows 6 and To Do by default', async () => {
    renderWithProviders(<UserStoryModal epicId={10} onClose={noop} onSaved={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'New User Story' });
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '6');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('To Do');
    expect(within(dialog).getByRole('button', { name: 'Create User Story' })).toBeDisabled();
  });
});

describe('item modals: validation messages (SPEC §5)', () => {
  beforeEach(signIn);

  it.each([
    ['New Project', /Project name/, 'Project name is required.', 'Create Project', () => <ProjectModal onClose={noop} onSaved={noop} />],
    ['New Epic', /Epic title/, 'Epic title is required.', 'Create Epic', () => <EpicModal projectId={1} onClose={noop} onSaved={noop} />],
    ['New User Story', /User story title/, 'User story title is required.', 'Create User Story', () => <UserStoryModal epicId={10} onClose={noop} onSaved={noop} />],
    ['New Task', /Task title/, 'Task title is required.', 'Create Task', () => <TaskModal projectId={1} people={[]} onClose={noop} />],
  ])('%s: a blank title disables submit and says %s', async (name, label, message, submit, ui) => {
    const user = userEvent.setup();
    renderWithProviders(ui(), [storiesMock]);
    const dialog = await screen.findByRole('dialog', { name });
    const title = within(dialog).getByRole('textbox', { name: label });
    expect(within(dialog).getByRole('button', { name: submit })).toBeDisabled();
    await user.type(title, 'x');
    expect(within(dialog).getByRole('button', { name: submit })).toBeEnabled();
    await user.clear(title);
    await user.tab();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    // Whitespace is blank too: titles are trimmed.
    await user.type(title, '   ');
    expect(within(dialog).getByRole('button', { name: submit })).toBeDisabled();
  });

  it.each([
    ['New Epic', 'Please enter an Epic title first.', () => <EpicModal projectId={1} onClose={noop} onSaved={noop} />],
    ['New User Story', 'Please enter a User Story title first.', () => <UserStoryModal epicId={10} onClose={noop} onSaved={noop} />],
    ['New Task', 'Please enter a Task title first.', () => <TaskModal projectId={1} people={[]} onClose={noop} />],
  ])('%s: AI suggestion without a title says %s', async (name, message, ui) => {
    const user = userEvent.setup();
    renderWithProviders(ui(), [storiesMock]);
    const dialog = await screen.findByRole('dialog', { name });
    await user.click(within(dialog).getByRole('button', { name: 'Suggest description' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  });

  it('a new story without an epic says Epic context is missing.', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserStoryModal epicId={null} onClose={noop} onSaved={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'New User Story' });
    await user.type(within(dialog).getByRole('textbox', { name: /User story title/ }), 'As a user, I want x, so that y');
    await user.click(within(dialog).getByRole('button', { name: 'Create User Story' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Epic context is missing.');
  });

  it('a new task without a project says Project ID is missing.', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TaskModal projectId={null} people={[]} onClose={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Task' });
    await user.type(within(dialog).getByRole('textbox', { name: /Task title/ }), 'Call the printer');
    await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Project ID is missing.');
  });

  it('a failed save shows the SPEC fallback, or the server detail when there is one', async () => {
    const user = userEvent.setup();
    const mocks = [
      { request: { query: CreateEpicDocument, variables: { input: { title: 'Launch', description: null, status: 'TO_DO', projectId: 1 } } }, error: new Error('Network down') },
      {
        request: { query: CreateUserStoryDocument, variables: { input: { title: 'Story', description: null, status: 'TO_DO', epicId: 10 } } },
        result: { errors: [{ message: 'Epic not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ];
    const { unmount } = renderWithProviders(<EpicModal projectId={1} onClose={noop} onSaved={noop} />, mocks);
    let dialog = await screen.findByRole('dialog', { name: 'New Epic' });
    await user.type(within(dialog).getByRole('textbox', { name: /Epic title/ }), 'Launch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Epic' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create epic.');
    unmount();

    renderWithProviders(<UserStoryModal epicId={10} onClose={noop} onSaved={noop} />, mocks);
    dialog = await screen.findByRole('dialog', { name: 'New User Story' });
    await user.type(within(dialog).getByRole('textbox', { name: /User story title/ }), 'Story');
    await user.click(within(dialog).getByRole('button', { name: 'Create User Story' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Epic not found.');
  });

  it('says Auth error on fetch when the session is refused, and joins field issues as <field>: <msg>', async () => {
    const user = userEvent.setup();
    const mocks = [
      { request: { query: EpicDocument, variables: { id: 10 } }, result: { errors: [{ message: 'Not authenticated.', extensions: { code: 'UNAUTHENTICATED' } }] } },
      {
        request: { query: CreateUserStoryDocument, variables: { input: { title: 'Story', description: null, status: 'TO_DO', epicId: 10 } } },
        result: {
          errors: [
            {
              message: 'Invalid input.',
              extensions: { code: 'BAD_USER_INPUT', issues: [{ loc: ['body', 'title'], msg: 'too long' }, { loc: ['body', 'status'], msg: 'bad' }] },
            },
          ],
        },
      },
    ];
    const { unmount } = renderWithProviders(<EpicModal epicId={10} projectId={1} onClose={noop} onSaved={noop} />, mocks);
    expect(await within(await screen.findByRole('dialog', { name: 'Edit Epic' })).findByRole('alert')).toHaveTextContent('Auth error on fetch');
    unmount();

    renderWithProviders(<UserStoryModal epicId={10} onClose={noop} onSaved={noop} />, mocks);
    const dialog = await screen.findByRole('dialog', { name: 'New User Story' });
    await user.type(within(dialog).getByRole('textbox', { name: /User story title/ }), 'Story');
    await user.click(within(dialog).getByRole('button', { name: 'Create User Story' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('title: too long; status: bad');
  });
});
