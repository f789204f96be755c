import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { epic, project, story } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { EpicsDocument } from '../../epics/graphql/epics.generated';
import { EpicsWidget } from '../../epics/components/EpicsWidget';
import { DeleteEpicDocument } from '../../epics/graphql/epics.generated';
import { ProjectSidebar } from '../../projects/components/ProjectSidebar';
import { CreateProjectDocument, DeleteProjectDocument, ProjectsDocument } from '../../projects/graphql/projects.generated';
import { UserStoriesWidget } from '../../user-stories/components/UserStoriesWidget';
import { EpicUserStoriesDocument } from '../../user-stories/graphql/user-stories.generated';
import { DashboardProvider } from '../DashboardContext';

const summary = (id: number) => ({ __typename: 'DeletionSummary', id, epics: 0, userStories: 0, tasks: 0 });

const mocks = [
  { request: { query: ProjectsDocument }, result: { data: { projects: [project(1, 'Apollo'), project(2, 'Gemini')] } } },
  { request: { query: EpicsDocument, variables: { projectId: 1 } }, result: { data: { epics: [epic(10, 1, 'Launch site'), epic(11, 1, 'Onboarding')] } } },
  { request: { query: EpicsDocument, variables: { projectId: 2 } }, result: { data: { epics: [epic(20, 2, 'Moon landing')] } } },
  { request: { query: EpicsDocument, variables: { projectId: 3 } }, result: { data: { epics: [] } } },
  {
    request: { query: EpicUserStoriesDocument, variables: { epicId: 10 } },
    result: { data: { userStories: [story(100, 10, 1, 'As a visitor, I want prices, so that I can choose')] } },
  },
  { request: { query: EpicUserStoriesDocument, variables: { epicId: 11 } }, result: { data: { userStories: [] } } },
  { request: { query: EpicUserStoriesDocument, variables: { epicId: 20 } }, result: { data: { userStories: [] } } },
  { request: { query: DeleteEpicDocument, variables: { id: 20 } }, result: { data: { deleteEpic: { __typename: 'DeletionSummary', id: 20, userStories: 0, tasks: 0 } } } },
  {
    request: { query: CreateProjectDocument, variables: { input: { name: 'Artemis', description: null } } },
    result: { data: { createProject: project(3, 'Artemis') } },
  },
  { request: { query: DeleteProjectDocument, variables: { id: 3 } }, result: { data: { deleteProject: summary(3) } } },
];

function Dashboard() {
  return (
    <DashboardProvider>
      <ProjectSidebar />
      <EpicsWidget />
      <UserStoriesWidget />
    </DashboardProvider>
  );
}

const epicsTitle = () => document.getElementById('epics-widget-title');
const storiesTitle = () => document.getElementById('stories-widget-title');

describe('project dashboard selection cascade (SPEC §4)', () => {
  beforeEach(signIn);

  it('selects the first project, clears epic and story down the chain, and follows creates and deletes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard />, mocks);

    // First load: the first project is selected, and the Epics widget is titled with its name.
    await screen.findByRole('button', { name: /^Launch site/ });
    expect(epicsTitle()?.textContent).toBe('Apollo');
    expect(storiesTitle()?.textContent).toBe('No epic selected');
    expect(screen.getByRole('button', { name: 'Apollo' })).toHaveAttribute('aria-current', 'true');

    // Choosing an epic shows its stories, titled with the epic; choosing a story selects it.
    await user.click(screen.getByRole('button', { name: /^Launch site/ }));
    const storyButton = await screen.findByRole('button', { name: /^As a visitor/ });
    expect(storiesTitle()?.textContent).toBe('Launch site');
    await user.click(storyButton);
    expect(screen.getByRole('button', { name: /^As a visitor/ })).toHaveAttribute('aria-current', 'true');

    // Choosing another epic clears the story.
    await user.click(screen.getByRole('button', { name: /^Onboarding/ }));
    await screen.findByText('No user stories found for this epic.');
    expect(storiesTitle()?.textContent).toBe('Onboarding');

    // Choosing a project clears the epic and the story and loads that project's epics.
    await user.click(screen.getByRole('button', { name: 'Gemini' }));
    await screen.findByRole('button', { name: /^Moon landing/ });
    expect(document.getElementById('epics-widget-title')?.textContent).toBe('Gemini');
    expect(storiesTitle()?.textContent).toBe('No epic selected');

    // A deleted selected epic is cleared.
    await user.click(screen.getByRole('button', { name: /^Moon landing/ }));
    await waitFor(() => expect(storiesTitle()?.textContent).toBe('Moon landing'));
    await user.click(screen.getByRole('button', { name: 'Delete epic Moon landing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete epic' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the epic "Moon landing"?');
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No epics found for this project. Ready to add the first one?');
    expect(storiesTitle()?.textContent).toBe('No epic selected');

    // A created project becomes selected.
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Project' });
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'Artemis');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(document.getElementById('epics-widget-title')?.textContent).toBe('Artemis'));
    expect(screen.getByRole('button', { name: 'Artemis' })).toHaveAttribute('aria-current', 'true');

    // Deleting the selected project falls back to the first remaining one.
    await user.click(screen.getByRole('button', { name: 'Delete project Artemis' }));
    const projectConfirm = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(projectConfirm).toHaveTextContent('All of its epics, user stories and tasks will be deleted.');
    await user.click(within(projectConfirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.getElementById('epics-widget-title')?.textContent).toBe('Apollo'));
    expect(screen.queryByRole('button', { name: 'Artemis' })).not.toBeInTheDocument();
  });
});
