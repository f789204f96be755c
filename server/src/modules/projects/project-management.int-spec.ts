import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, seedProject } from '../../../test/factories';
import {
  addMember,
  CREATE_TASK,
  createTask,
  dataOf,
  EPIC_FIELDS,
  errorOf,
  graphqlIn,
  MOVE_TASK,
  PROJECT_FIELDS,
  seedWithStranger,
  STORY_FIELDS,
  SUMMARY_FIELDS,
  TASK_FIELDS,
  type TaskData,
} from '../../../test/project-helpers';
import { WorkspaceRole } from '../workspaces/workspace-role';

interface ProjectData {
  id: number;
  name: string;
  description: string | null;
  workspaceId: number;
  createdById: number | null;
}
interface EpicData {
  id: number;
  title: string;
  description: string | null;
  status: string;
  projectId: number;
}
interface StoryData {
  id: number;
  title: string;
  description: string | null;
  status: string;
  epicId: number;
  projectId: number;
}
interface Summary {
  id: number;
  epics: number;
  userStories: number;
  tasks: number;
  unlinkedTasks: number;
}
interface ActivityData {
  id: string;
  itemType: string;
  itemId: number;
  actorId: number | null;
  action: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

const CREATE_PROJECT = `mutation ($input: ProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`;
const UPDATE_PROJECT = `mutation ($id: Int!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { ${PROJECT_FIELDS} } }`;
const DELETE_PROJECT = `mutation ($id: Int!) { deleteProject(id: $id) { ${SUMMARY_FIELDS} } }`;
const PROJECT = `query ($id: Int!) { project(id: $id) { ${PROJECT_FIELDS} } }`;
const PROJECTS = `{ projects { ${PROJECT_FIELDS} } }`;
const SET_WIP = `mutation ($projectId: Int!, $limits: [WipLimitInput!]!) { setWipLimits(projectId: $projectId, input: { limits: $limits }) { id } }`;

const CREATE_EPIC = `mutation ($input: EpicCreateInput!) { createEpic(input: $input) { ${EPIC_FIELDS} } }`;
const UPDATE_EPIC = `mutation ($id: Int!, $input: EpicUpdateInput!) { updateEpic(id: $id, input: $input) { ${EPIC_FIELDS} } }`;
const DELETE_EPIC = `mutation ($id: Int!) { deleteEpic(id: $id) { ${SUMMARY_FIELDS} } }`;
const EPIC = `query ($id: Int!) { epic(id: $id) { ${EPIC_FIELDS} } }`;
const EPICS = `query ($projectId: Int!) { epics(projectId: $projectId) { ${EPIC_FIELDS} } }`;

const CREATE_STORY = `mutation ($input: UserStoryCreateInput!) { createUserStory(input: $input) { ${STORY_FIELDS} } }`;
const UPDATE_STORY = `mutation ($id: Int!, $input: UserStoryUpdateInput!) { updateUserStory(id: $id, input: $input) { ${STORY_FIELDS} } }`;
const DELETE_STORY = `mutation ($id: Int!) { deleteUserStory(id: $id) { ${SUMMARY_FIELDS} } }`;
const STORY = `query ($id: Int!) { userStory(id: $id) { ${STORY_FIELDS} } }`;
const STORIES = `query ($epicId: Int, $projectId: Int) { userStories(epicId: $epicId, projectId: $projectId) { ${STORY_FIELDS} } }`;

const UPDATE_TASK = `mutation ($id: Int!, $input: TaskUpdateInput!) { updateTask(id: $id, input: $input) { ${TASK_FIELDS} } }`;
const DELETE_TASK = `mutation ($id: Int!) { deleteTask(id: $id) }`;
const TASK = `query ($id: Int!) { task(id: $id) { ${TASK_FIELDS} } }`;
const TASKS = `query ($projectId: Int!) { tasks(projectId: $projectId) { ${TASK_FIELDS} } }`;
const BOARD = `query ($projectId: Int!) { projectBoard(projectId: $projectId) { projectId columns { status count } } }`;
const ACTIVITY = `query ($itemType: ActivityItemType!, $itemId: Int!) {
  activity(itemType: $itemType, itemId: $itemId) { id itemType itemId actorId action field oldValue newValue createdAt }
}`;

describe('project management over GraphQL (in-process, real PostgreSQL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A project with one epic, one story under it and one task on that story, made through the API. */
  async function seedTree(token: string, projectId: number) {
    const epic = dataOf(await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId, title: 'Epic' } }, token)).createEpic;
    const story = dataOf(await app.graphql<{ createUserStory: StoryData }>(CREATE_STORY, { input: { epicId: epic.id, title: 'Story' } }, token)).createUserStory;
    const task = await createTask(app, token, { projectId, title: 'Task', userStoryId: story.id });
    return { epic, story, task };
  }

  async function count(table: string, where: string, params: unknown[]): Promise<number> {
    const [row]: { n: number }[] = await app.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
    return row.n;
  }

  async function history(token: string, itemType: string, itemId: number): Promise<ActivityData[]> {
    return dataOf(await app.graphql<{ activity: ActivityData[] }>(ACTIVITY, { itemType, itemId }, token)).activity;
  }

  describe('projects', () => {
    it('creates with a trimmed name and a null empty description, reads, lists, updates and deletes', async () => {
      const { token, user } = await registerUser(app.services);
      const created = dataOf(await app.graphql<{ createProject: ProjectData }>(CREATE_PROJECT, { input: { name: '  Apollo  ', description: '   ' } }, token)).createProject;
      expect(created).toMatchObject({ name: 'Apollo', description: null, createdById: user.id });
      const second = dataOf(await app.graphql<{ createProject: ProjectData }>(CREATE_PROJECT, { input: { name: 'Gemini', description: ' Two ' } }, token)).createProject;
      expect(second.description).toBe('Two');
      expect(second.workspaceId).toBe(created.workspaceId);

      expect(dataOf(await app.graphql<{ project: ProjectData }>(PROJECT, { id: created.id }, token)).project).toEqual({ ...created, wipLimits: [] });
      const list = dataOf(await app.graphql<{ projects: ProjectData[] }>(PROJECTS, {}, token)).projects;
      expect(list.map((project) => project.name)).toEqual(['Apollo', 'Gemini']);

      const updated = dataOf(
        await app.graphql<{ updateProject: ProjectData }>(UPDATE_PROJECT, { id: created.id, input: { name: ' Artemis ', description: 'Moon' } }, token),
      ).updateProject;
      expect(updated).toMatchObject({ id: created.id, name: 'Artemis', description: 'Moon' });
      const descriptionOnly = dataOf(await app.graphql<{ updateProject: ProjectData }>(UPDATE_PROJECT, { id: created.id, input: { description: '' } }, token)).updateProject;
      expect(descriptionOnly).toMatchObject({ name: 'Artemis', description: null });

      const summary = dataOf(await app.graphql<{ deleteProject: Summary }>(DELETE_PROJECT, { id: created.id }, token)).deleteProject;
      expect(summary).toEqual({ id: created.id, epics: 0, userStories: 0, tasks: 0, unlinkedTasks: 0 });
      expect(errorOf(await app.graphql(PROJECT, { id: created.id }, token))).toEqual({ message: 'Project not found.', code: 'NOT_FOUND' });
      expect(dataOf(await app.graphql<{ projects: ProjectData[] }>(PROJECTS, {}, token)).projects.map((project) => project.id)).toEqual([second.id]);
    });

    it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: null }]])('refuses a project without a name: %j', async (input) => {
      const { token } = await registerUser(app.services);
      expect(errorOf(await app.graphql(CREATE_PROJECT, { input }, token))).toEqual({ message: 'Project name is required.', code: 'BAD_USER_INPUT' });
    });

    it('refuses blanking the name of an existing project and keeps it', async () => {
      const { owner, project } = await seedProject(app.services, 'Kept');
      expect(errorOf(await app.graphql(UPDATE_PROJECT, { id: project.id, input: { name: '  ' } }, owner.token))).toEqual({
        message: 'Project name is required.',
        code: 'BAD_USER_INPUT',
      });
      expect(dataOf(await app.graphql<{ project: ProjectData }>(PROJECT, { id: project.id }, owner.token)).project.name).toBe('Kept');
    });

    it('deletes a project with its epics, stories and tasks, reporting the counts', async () => {
      const { owner, project } = await seedProject(app.services);
      const tree = await seedTree(owner.token, project.id);
      await seedTree(owner.token, project.id);
      await createTask(app, owner.token, { projectId: project.id, title: 'Loose' });
      const other = await seedProject(app.services, 'Untouched');
      const otherTree = await seedTree(other.owner.token, other.project.id);

      const summary = dataOf(await app.graphql<{ deleteProject: Summary }>(DELETE_PROJECT, { id: project.id }, owner.token)).deleteProject;
      expect(summary).toEqual({ id: project.id, epics: 2, userStories: 2, tasks: 3, unlinkedTasks: 0 });
      expect(await count('projects', 'id = $1', [project.id])).toBe(0);
      expect(await count('epics', 'project_id = $1', [project.id])).toBe(0);
      expect(await count('user_stories', 'project_id = $1', [project.id])).toBe(0);
      expect(await count('tasks', 'project_id = $1', [project.id])).toBe(0);
      expect(await count('task_assignees', 'task_id = $1', [tree.task.id])).toBe(0);
      // Another project's rows are untouched.
      expect(await count('tasks', 'id = $1', [otherTree.task.id])).toBe(1);
      expect(await count('epics', 'id = $1', [otherTree.epic.id])).toBe(1);
    });
  });

  describe('epics', () => {
    it('creates with defaults and trimming, reads, lists, updates and deletes', async () => {
      const { owner, project } = await seedProject(app.services);
      const epic = dataOf(
        await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: '  Launch  ', description: '  ' } }, owner.token),
      ).createEpic;
      expect(epic).toEqual({ id: expect.any(Number), title: 'Launch', description: null, status: 'TO_DO', projectId: project.id });
      const second = dataOf(
        await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: 'Land', description: ' Softly ', status: 'ON_HOLD' } }, owner.token),
      ).createEpic;
      expect(second).toMatchObject({ description: 'Softly', status: 'ON_HOLD' });

      expect(dataOf(await app.graphql<{ epic: EpicData }>(EPIC, { id: epic.id }, owner.token)).epic).toEqual(epic);
      expect(dataOf(await app.graphql<{ epics: EpicData[] }>(EPICS, { projectId: project.id }, owner.token)).epics.map((item) => item.id)).toEqual([epic.id, second.id]);

      const updated = dataOf(
        await app.graphql<{ updateEpic: EpicData }>(UPDATE_EPIC, { id: epic.id, input: { title: ' Lift off ', status: 'IN_PROGRESS' } }, owner.token),
      ).updateEpic;
      expect(updated).toEqual({ ...epic, title: 'Lift off', status: 'IN_PROGRESS' });

      const summary = dataOf(await app.graphql<{ deleteEpic: Summary }>(DELETE_EPIC, { id: epic.id }, owner.token)).deleteEpic;
      expect(summary).toEqual({ id: epic.id, epics: 1, userStories: 0, tasks: 0, unlinkedTasks: 0 });
      expect(errorOf(await app.graphql(EPIC, { id: epic.id }, owner.token))).toEqual({ message: 'Epic not found.', code: 'NOT_FOUND' });
      expect(dataOf(await app.graphql<{ epics: EpicData[] }>(EPICS, { projectId: project.id }, owner.token)).epics.map((item) => item.id)).toEqual([second.id]);
    });

    it('answers SPEC’s messages for a missing project or title', async () => {
      const { owner, project } = await seedProject(app.services);
      expect(errorOf(await app.graphql(CREATE_EPIC, { input: { title: 'Orphan' } }, owner.token))).toEqual({ message: 'Project context is missing.', code: 'BAD_USER_INPUT' });
      expect(errorOf(await app.graphql(CREATE_EPIC, { input: { projectId: null, title: 'Orphan' } }, owner.token))).toEqual({
        message: 'Project context is missing.',
        code: 'BAD_USER_INPUT',
      });
      for (const title of [undefined, '', '   ']) {
        expect(errorOf(await app.graphql(CREATE_EPIC, { input: { projectId: project.id, title } }, owner.token))).toEqual({
          message: 'Epic title is required.',
          code: 'BAD_USER_INPUT',
        });
      }
      const epic = dataOf(await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: 'Kept' } }, owner.token)).createEpic;
      expect(errorOf(await app.graphql(UPDATE_EPIC, { id: epic.id, input: { title: ' ' } }, owner.token))).toEqual({ message: 'Epic title is required.', code: 'BAD_USER_INPUT' });
      expect(await count('epics', 'project_id = $1', [project.id])).toBe(1);
    });

    it('deletes an epic with its stories and their tasks, leaving other tasks alone', async () => {
      const { owner, project } = await seedProject(app.services);
      const { epic, story, task } = await seedTree(owner.token, project.id);
      const secondStory = dataOf(await app.graphql<{ createUserStory: StoryData }>(CREATE_STORY, { input: { epicId: epic.id, title: 'Two' } }, owner.token)).createUserStory;
      await createTask(app, owner.token, { projectId: project.id, title: 'Two a', userStoryId: secondStory.id });
      await createTask(app, owner.token, { projectId: project.id, title: 'Two b', userStoryId: secondStory.id });
      const loose = await createTask(app, owner.token, { projectId: project.id, title: 'Loose' });
      const otherEpic = await seedTree(owner.token, project.id);

      const summary = dataOf(await app.graphql<{ deleteEpic: Summary }>(DELETE_EPIC, { id: epic.id }, owner.token)).deleteEpic;
      expect(summary).toEqual({ id: epic.id, epics: 1, userStories: 2, tasks: 3, unlinkedTasks: 0 });
      expect(await count('epics', 'id = $1', [epic.id])).toBe(0);
      expect(await count('user_stories', 'epic_id = $1', [epic.id])).toBe(0);
      expect(await count('tasks', 'id = ANY($1)', [[task.id]])).toBe(0);
      expect(await count('user_stories', 'id = $1', [story.id])).toBe(0);
      const remaining = dataOf(await app.graphql<{ tasks: TaskData[] }>(TASKS, { projectId: project.id }, owner.token)).tasks.map((item) => item.id);
      expect(remaining.sort()).toEqual([loose.id, otherEpic.task.id].sort());
    });
  });

  describe('user stories', () => {
    it('creates with defaults and trimming, reads, lists by epic and by project, updates and deletes', async () => {
      const { owner, project } = await seedProject(app.services);
      const epicA = dataOf(await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: 'A' } }, owner.token)).createEpic;
      const epicB = dataOf(await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: 'B' } }, owner.token)).createEpic;
      const story = dataOf(
        await app.graphql<{ createUserStory: StoryData }>(CREATE_STORY, { input: { epicId: epicA.id, title: '  Sign in  ', description: '' } }, owner.token),
      ).createUserStory;
      expect(story).toEqual({ id: expect.any(Number), title: 'Sign in', description: null, status: 'TO_DO', epicId: epicA.id, projectId: project.id });
      const other = dataOf(
        await app.graphql<{ createUserStory: StoryData }>(
          CREATE_STORY,
          { input: { epicId: epicB.id, title: 'Sign out', description: ' Given a user\nThen… ', status: 'BACKLOG' } },
          owner.token,
        ),
      ).createUserStory;
      expect(other).toMatchObject({ description: 'Given a user\nThen…', status: 'BACKLOG', projectId: project.id });

      expect(dataOf(await app.graphql<{ userStory: StoryData }>(STORY, { id: story.id }, owner.token)).userStory).toEqual(story);
      const byEpic = dataOf(await app.graphql<{ userStories: StoryData[] }>(STORIES, { epicId: epicA.id }, owner.token)).userStories;
      expect(byEpic.map((item) => item.id)).toEqual([story.id]);
      const byProject = dataOf(await app.graphql<{ userStories: StoryData[] }>(STORIES, { projectId: project.id }, owner.token)).userStories;
      expect(byProject.map((item) => item.id)).toEqual([story.id, other.id]);
      expect(errorOf(await app.graphql(STORIES, {}, owner.token)).code).toBe('BAD_USER_INPUT');
      expect(errorOf(await app.graphql(STORIES, { epicId: epicA.id, projectId: project.id }, owner.token)).code).toBe('BAD_USER_INPUT');

      const updated = dataOf(
        await app.graphql<{ updateUserStory: StoryData }>(UPDATE_STORY, { id: story.id, input: { status: 'REVIEW', description: ' AC ' } }, owner.token),
      ).updateUserStory;
      expect(updated).toEqual({ ...story, status: 'REVIEW', description: 'AC' });

      const summary = dataOf(await app.graphql<{ deleteUserStory: Summary }>(DELETE_STORY, { id: story.id }, owner.token)).deleteUserStory;
      expect(summary).toEqual({ id: story.id, epics: 0, userStories: 1, tasks: 0, unlinkedTasks: 0 });
      expect(errorOf(await app.graphql(STORY, { id: story.id }, owner.token))).toEqual({ message: 'User story not found.', code: 'NOT_FOUND' });
    });

    it('answers SPEC’s messages for a missing epic or title', async () => {
      const { owner, project } = await seedProject(app.services);
      const epic = dataOf(await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: 'E' } }, owner.token)).createEpic;
      expect(errorOf(await app.graphql(CREATE_STORY, { input: { title: 'Orphan' } }, owner.token))).toEqual({ message: 'Epic context is missing.', code: 'BAD_USER_INPUT' });
      for (const title of [undefined, '', ' \t ']) {
        expect(errorOf(await app.graphql(CREATE_STORY, { input: { epicId: epic.id, title } }, owner.token))).toEqual({
          message: 'User story title is required.',
          code: 'BAD_USER_INPUT',
        });
      }
      const story = dataOf(await app.graphql<{ createUserStory: StoryData }>(CREATE_STORY, { input: { epicId: epic.id, title: 'Kept' } }, owner.token)).createUserStory;
      expect(errorOf(await app.graphql(UPDATE_STORY, { id: story.id, input: { title: '' } }, owner.token))).toEqual({
        message: 'User story title is required.',
        code: 'BAD_USER_INPUT',
      });
    });

    it('deleting a story unlinks its tasks, which stay on the board', async () => {
      const { owner, project } = await seedProject(app.services);
      const { story, task } = await seedTree(owner.token, project.id);
      const second = await createTask(app, owner.token, { projectId: project.id, title: 'Also linked', userStoryId: story.id });
      const summary = dataOf(await app.graphql<{ deleteUserStory: Summary }>(DELETE_STORY, { id: story.id }, owner.token)).deleteUserStory;
      expect(summary).toEqual({ id: story.id, epics: 0, userStories: 1, tasks: 0, unlinkedTasks: 2 });
      for (const id of [task.id, second.id]) {
        const after = dataOf(await app.graphql<{ task: TaskData }>(TASK, { id }, owner.token)).task;
        expect(after.userStoryId).toBeNull();
      }
      expect(await count('tasks', 'project_id = $1', [project.id])).toBe(2);
      expect(await count('user_stories', 'id = $1', [story.id])).toBe(0);
      const taskHistory = await history(owner.token, 'TASK', task.id);
      expect(taskHistory[taskHistory.length - 1]).toMatchObject({ action: 'UPDATED', field: 'userStoryId', oldValue: String(story.id), newValue: null });
    });
  });

  describe('tasks', () => {
    it('creates with SPEC defaults, reads, lists, updates and deletes', async () => {
      const { owner, project } = await seedProject(app.services);
      const task = await createTask(app, owner.token, { projectId: project.id, title: '  Write tests  ', description: '   ' });
      expect(task).toMatchObject({
        title: 'Write tests',
        description: null,
        status: 'BACKLOG',
        priority: 'MEDIUM',
        dueDate: null,
        userStoryId: null,
        projectId: project.id,
        assignees: [],
      });
      const second = await createTask(app, owner.token, { projectId: project.id, title: 'Ship', status: 'DONE', priority: 'HIGH', dueDate: '2026-03-01' });
      expect(second).toMatchObject({ status: 'DONE', priority: 'HIGH', dueDate: '2026-03-01' });

      expect(dataOf(await app.graphql<{ task: TaskData }>(TASK, { id: task.id }, owner.token)).task).toEqual(task);
      const list = dataOf(await app.graphql<{ tasks: TaskData[] }>(TASKS, { projectId: project.id }, owner.token)).tasks;
      expect(list.map((item) => item.id).sort()).toEqual([task.id, second.id].sort());

      const updated = dataOf(
        await app.graphql<{ updateTask: TaskData }>(
          UPDATE_TASK,
          { id: task.id, input: { title: ' Write more tests ', description: ' Now ', priority: 'LOW', dueDate: '2024-02-29' } },
          owner.token,
        ),
      ).updateTask;
      expect(updated).toMatchObject({ id: task.id, title: 'Write more tests', description: 'Now', priority: 'LOW', dueDate: '2024-02-29', status: 'BACKLOG' });
      const cleared = dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: task.id, input: { dueDate: null, description: '' } }, owner.token)).updateTask;
      expect(cleared).toMatchObject({ dueDate: null, description: null, title: 'Write more tests' });

      expect(dataOf(await app.graphql<{ deleteTask: number }>(DELETE_TASK, { id: task.id }, owner.token)).deleteTask).toBe(task.id);
      expect(errorOf(await app.graphql(TASK, { id: task.id }, owner.token))).toEqual({ message: 'Task not found.', code: 'NOT_FOUND' });
      expect(await count('tasks', 'id = $1', [task.id])).toBe(0);
    });

    it('answers SPEC’s messages for a missing project or title', async () => {
      const { owner, project } = await seedProject(app.services);
      expect(errorOf(await app.graphql(CREATE_TASK, { input: { title: 'Orphan' } }, owner.token))).toEqual({ message: 'Project ID is missing.', code: 'BAD_USER_INPUT' });
      for (const title of [undefined, '', '    ']) {
        expect(errorOf(await app.graphql(CREATE_TASK, { input: { projectId: project.id, title } }, owner.token))).toEqual({
          message: 'Task title is required.',
          code: 'BAD_USER_INPUT',
        });
      }
      const task = await createTask(app, owner.token, { projectId: project.id, title: 'Kept' });
      expect(errorOf(await app.graphql(UPDATE_TASK, { id: task.id, input: { title: ' ' } }, owner.token))).toEqual({ message: 'Task title is required.', code: 'BAD_USER_INPUT' });
      expect(await count('tasks', 'project_id = $1', [project.id])).toBe(1);
    });

    it.each(['2024-02-30', '2023-02-29', '31/12/2026', '2026-1-5', '2026-01-05T10:00:00Z', 'soon'])('refuses the due date %s', async (dueDate) => {
      const { owner, project } = await seedProject(app.services);
      const error = errorOf(await app.graphql(CREATE_TASK, { input: { projectId: project.id, title: 'Dated', dueDate } }, owner.token));
      expect(error).toEqual({ message: 'due_date must be a date in YYYY-MM-DD form.', code: 'BAD_USER_INPUT' });
      const task = await createTask(app, owner.token, { projectId: project.id, title: 'Dated', dueDate: '2026-12-31' });
      expect(errorOf(await app.graphql(UPDATE_TASK, { id: task.id, input: { dueDate } }, owner.token)).code).toBe('BAD_USER_INPUT');
      expect(dataOf(await app.graphql<{ task: TaskData }>(TASK, { id: task.id }, owner.token)).task.dueDate).toBe('2026-12-31');
    });

    it('accepts only members of the project’s workspace as assignees', async () => {
      const { owner, workspaceId, project, stranger } = await seedWithStranger(app);
      const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
      const task = await createTask(app, owner.token, { projectId: project.id, title: 'Pair', assigneeIds: [analyst.user.id, owner.user.id, analyst.user.id] });
      expect(task.assignees.map((assignee) => assignee.id)).toEqual([owner.user.id, analyst.user.id].sort((a, b) => a - b));

      const refused = errorOf(await app.graphql(CREATE_TASK, { input: { projectId: project.id, title: 'Outsider', assigneeIds: [stranger.owner.user.id] } }, owner.token));
      expect(refused).toEqual({ message: 'Assignees must be members of this workspace.', code: 'BAD_USER_INPUT' });
      expect(errorOf(await app.graphql(UPDATE_TASK, { id: task.id, input: { assigneeIds: [owner.user.id, 2_000_000_000] } }, owner.token)).code).toBe('BAD_USER_INPUT');
      expect(dataOf(await app.graphql<{ task: TaskData }>(TASK, { id: task.id }, owner.token)).task.assignees).toHaveLength(2);

      const reassigned = dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: task.id, input: { assigneeIds: [analyst.user.id] } }, owner.token)).updateTask;
      expect(reassigned.assignees).toEqual([{ id: analyst.user.id, email: analyst.email }]);
      const unassigned = dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: task.id, input: { assigneeIds: [] } }, owner.token)).updateTask;
      expect(unassigned.assignees).toEqual([]);
    });

    it('links a task only to a user story of the same project', async () => {
      const { owner, project } = await seedProject(app.services);
      const { story } = await seedTree(owner.token, project.id);
      const otherProject = dataOf(await app.graphql<{ createProject: ProjectData }>(CREATE_PROJECT, { input: { name: 'Other' } }, owner.token)).createProject;
      const foreign = await seedTree(owner.token, otherProject.id);

      const refused = errorOf(await app.graphql(CREATE_TASK, { input: { projectId: project.id, title: 'Cross', userStoryId: foreign.story.id } }, owner.token));
      expect(refused.code).toBe('NOT_FOUND');
      const task = await createTask(app, owner.token, { projectId: project.id, title: 'Home', userStoryId: story.id });
      expect(task.userStoryId).toBe(story.id);
      expect(errorOf(await app.graphql(UPDATE_TASK, { id: task.id, input: { userStoryId: foreign.story.id } }, owner.token)).code).toBe('NOT_FOUND');
      expect(dataOf(await app.graphql<{ task: TaskData }>(TASK, { id: task.id }, owner.token)).task.userStoryId).toBe(story.id);
      const unlinked = dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: task.id, input: { userStoryId: null } }, owner.token)).updateTask;
      expect(unlinked.userStoryId).toBeNull();
    });

    it('puts a task whose status changes at the end of its new column', async () => {
      const { owner, project } = await seedProject(app.services);
      const first = await createTask(app, owner.token, { projectId: project.id, title: 'First', status: 'TO_DO' });
      const moving = await createTask(app, owner.token, { projectId: project.id, title: 'Moving' });
      const updated = dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: moving.id, input: { status: 'TO_DO' } }, owner.token)).updateTask;
      expect(updated.status).toBe('TO_DO');
      expect(updated.rank > first.rank).toBe(true);
    });

    it('treats null for a status or priority as "leave it as it is", on tasks, epics and stories alike', async () => {
      const { owner, project } = await seedProject(app.services);
      const { epic, story, task } = await seedTree(owner.token, project.id);
      const setTask = { status: 'REVIEW', priority: 'HIGH' };
      dataOf(await app.graphql(UPDATE_TASK, { id: task.id, input: setTask }, owner.token));
      const kept = dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: task.id, input: { status: null, priority: null, title: 'Renamed' } }, owner.token)).updateTask;
      expect(kept).toMatchObject({ title: 'Renamed', status: 'REVIEW', priority: 'HIGH' });
      dataOf(await app.graphql(UPDATE_EPIC, { id: epic.id, input: { status: 'ON_HOLD' } }, owner.token));
      expect(dataOf(await app.graphql<{ updateEpic: EpicData }>(UPDATE_EPIC, { id: epic.id, input: { status: null } }, owner.token)).updateEpic.status).toBe('ON_HOLD');
      dataOf(await app.graphql(UPDATE_STORY, { id: story.id, input: { status: 'DONE' } }, owner.token));
      expect(dataOf(await app.graphql<{ updateUserStory: StoryData }>(UPDATE_STORY, { id: story.id, input: { status: null } }, owner.token)).updateUserStory.status).toBe('DONE');
    });

    it('answers ids beyond the database integer range as unknown, never as a database error', async () => {
      const { viewer, project } = await seedProject(app.services);
      await expect(app.services.tasks.create(viewer, { projectId: project.id, title: 'x', userStoryId: 99_999_999_999 })).rejects.toThrow('User story not found.');
      await expect(app.services.tasks.create(viewer, { projectId: project.id, title: 'x', assigneeIds: [99_999_999_999] })).rejects.toThrow(
        'Assignees must be members of this workspace.',
      );
      expect(await count('tasks', 'project_id = $1', [project.id])).toBe(0);
    });
  });

  describe('activity history', () => {
    it('records who created, changed (field, old, new) and deleted an epic', async () => {
      const { owner, project } = await seedProject(app.services);
      const epic = dataOf(await app.graphql<{ createEpic: EpicData }>(CREATE_EPIC, { input: { projectId: project.id, title: 'Old' } }, owner.token)).createEpic;
      await app.graphql(UPDATE_EPIC, { id: epic.id, input: { title: 'New', status: 'DONE', description: null } }, owner.token);
      await app.graphql(DELETE_EPIC, { id: epic.id }, owner.token);
      const events = await history(owner.token, 'EPIC', epic.id);
      expect(events.map(({ action, field, oldValue, newValue, actorId, itemType, itemId }) => ({ action, field, oldValue, newValue, actorId, itemType, itemId }))).toEqual([
        { action: 'CREATED', field: null, oldValue: null, newValue: null, actorId: owner.user.id, itemType: 'EPIC', itemId: epic.id },
        { action: 'UPDATED', field: 'title', oldValue: 'Old', newValue: 'New', actorId: owner.user.id, itemType: 'EPIC', itemId: epic.id },
        { action: 'UPDATED', field: 'status', oldValue: 'To Do', newValue: 'Done', actorId: owner.user.id, itemType: 'EPIC', itemId: epic.id },
        { action: 'DELETED', field: null, oldValue: null, newValue: null, actorId: owner.user.id, itemType: 'EPIC', itemId: epic.id },
      ]);
    });

    it('records story changes by the member who made them', async () => {
      const { owner, workspaceId, project } = await seedProject(app.services);
      const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
      const { story } = await seedTree(owner.token, project.id);
      await app.graphql(UPDATE_STORY, { id: story.id, input: { description: 'AC: it works', status: 'IN_PROGRESS' } }, analyst.token);
      await app.graphql(UPDATE_STORY, { id: story.id, input: { status: 'IN_PROGRESS' } }, analyst.token); // no change, no row
      await app.graphql(DELETE_STORY, { id: story.id }, analyst.token);
      const events = await history(owner.token, 'USER_STORY', story.id);
      expect(events.map(({ action, field, oldValue, newValue, actorId }) => ({ action, field, oldValue, newValue, actorId }))).toEqual([
        { action: 'CREATED', field: null, oldValue: null, newValue: null, actorId: owner.user.id },
        { action: 'UPDATED', field: 'description', oldValue: null, newValue: 'AC: it works', actorId: analyst.user.id },
        { action: 'UPDATED', field: 'status', oldValue: 'To Do', newValue: 'In Progress', actorId: analyst.user.id },
        { action: 'DELETED', field: null, oldValue: null, newValue: null, actorId: analyst.user.id },
      ]);
    });

    it('records task creation, field changes, moves and deletion', async () => {
      const { owner, workspaceId, project } = await seedProject(app.services);
      const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
      const task = await createTask(app, owner.token, { projectId: project.id, title: 'Track me' });
      await createTask(app, owner.token, { projectId: project.id, title: 'Already in progress', status: 'IN_PROGRESS' });
      await app.graphql(UPDATE_TASK, { id: task.id, input: { priority: 'HIGH', dueDate: '2026-05-01', assigneeIds: [analyst.user.id] } }, owner.token);
      const moved = dataOf(await app.graphql<{ moveTask: { task: TaskData } }>(MOVE_TASK, { id: task.id, status: 'IN_PROGRESS' }, analyst.token)).moveTask.task;
      expect(moved.rank).not.toBe(task.rank);
      await app.graphql(UPDATE_TASK, { id: task.id, input: { assigneeIds: [] } }, owner.token);
      await app.graphql(DELETE_TASK, { id: task.id }, owner.token);

      const events = await history(owner.token, 'TASK', task.id);
      expect(events.map(({ action, field, oldValue, newValue, actorId }) => ({ action, field, oldValue, newValue, actorId }))).toEqual([
        { action: 'CREATED', field: null, oldValue: null, newValue: null, actorId: owner.user.id },
        { action: 'UPDATED', field: 'priority', oldValue: 'Medium', newValue: 'High', actorId: owner.user.id },
        { action: 'UPDATED', field: 'dueDate', oldValue: null, newValue: '2026-05-01', actorId: owner.user.id },
        { action: 'UPDATED', field: 'assigneeIds', oldValue: null, newValue: String(analyst.user.id), actorId: owner.user.id },
        { action: 'MOVED', field: 'status', oldValue: 'Backlog', newValue: 'In Progress', actorId: analyst.user.id },
        { action: 'MOVED', field: 'rank', oldValue: task.rank, newValue: moved.rank, actorId: analyst.user.id },
        { action: 'UPDATED', field: 'assigneeIds', oldValue: String(analyst.user.id), newValue: null, actorId: owner.user.id },
        { action: 'DELETED', field: null, oldValue: null, newValue: null, actorId: owner.user.id },
      ]);
      // Ids grow with time: the history is oldest first.
      const ids = events.map((event) => BigInt(event.id));
      expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    });

    it('is not found for an item without history', async () => {
      const { owner } = await seedProject(app.services);
      expect(errorOf(await app.graphql(ACTIVITY, { itemType: 'TASK', itemId: 2_000_000_000 }, owner.token)).code).toBe('NOT_FOUND');
    });
  });

  describe('access', () => {
    /** Every id-taking query and mutation, with ids from `tree` (another workspace's, in the test below). */
    function idOperations(tree: { projectId: number; epicId: number; storyId: number; taskId: number; otherTaskId: number }) {
      return [
        ['project', PROJECT, { id: tree.projectId }],
        ['epics', EPICS, { projectId: tree.projectId }],
        ['epic', EPIC, { id: tree.epicId }],
        ['userStories(epicId)', STORIES, { epicId: tree.epicId }],
        ['userStories(projectId)', STORIES, { projectId: tree.projectId }],
        ['userStory', STORY, { id: tree.storyId }],
        ['tasks', TASKS, { projectId: tree.projectId }],
        ['task', TASK, { id: tree.taskId }],
        ['projectBoard', BOARD, { projectId: tree.projectId }],
        ['activity', ACTIVITY, { itemType: 'TASK', itemId: tree.taskId }],
        ['activity (epic)', ACTIVITY, { itemType: 'EPIC', itemId: tree.epicId }],
        ['updateProject', UPDATE_PROJECT, { id: tree.projectId, input: { name: 'Hijacked' } }],
        ['setWipLimits', SET_WIP, { projectId: tree.projectId, limits: [{ status: 'DONE', limit: 1, enforcement: 'HARD' }] }],
        ['updateEpic', UPDATE_EPIC, { id: tree.epicId, input: { title: 'Hijacked' } }],
        ['updateUserStory', UPDATE_STORY, { id: tree.storyId, input: { title: 'Hijacked' } }],
        ['updateTask', UPDATE_TASK, { id: tree.taskId, input: { title: 'Hijacked' } }],
        ['moveTask', MOVE_TASK, { id: tree.taskId, status: 'DONE' }],
        ['moveTask (neighbours)', MOVE_TASK, { id: tree.taskId, status: 'BACKLOG', afterId: tree.otherTaskId }],
        ['createEpic', CREATE_EPIC, { input: { projectId: tree.projectId, title: 'Planted' } }],
        ['createUserStory', CREATE_STORY, { input: { epicId: tree.epicId, title: 'Planted' } }],
        ['createTask', CREATE_TASK, { input: { projectId: tree.projectId, title: 'Planted' } }],
        ['deleteTask', DELETE_TASK, { id: tree.taskId }],
        ['deleteUserStory', DELETE_STORY, { id: tree.storyId }],
        ['deleteEpic', DELETE_EPIC, { id: tree.epicId }],
        ['deleteProject', DELETE_PROJECT, { id: tree.projectId }],
      ] as const;
    }

    async function treeOf(token: string, projectId: number) {
      const { epic, story, task } = await seedTree(token, projectId);
      const other = await createTask(app, token, { projectId, title: 'Other' });
      return { projectId, epicId: epic.id, storyId: story.id, taskId: task.id, otherTaskId: other.id };
    }

    async function snapshot(projectId: number) {
      return app.dataSource.query(
        `SELECT (SELECT row_to_json(p) FROM (SELECT name, wip_limits FROM projects WHERE id = $1) p) AS project,
                (SELECT json_agg(e ORDER BY e.id) FROM (SELECT id, title FROM epics WHERE project_id = $1) e) AS epics,
                (SELECT json_agg(s ORDER BY s.id) FROM (SELECT id, title FROM user_stories WHERE project_id = $1) s) AS stories,
                (SELECT json_agg(t ORDER BY t.id) FROM (SELECT id, title, status, rank, user_story_id FROM tasks WHERE project_id = $1) t) AS tasks`,
        [projectId],
      );
    }

    it('answers NOT_FOUND to another workspace on every id, and changes nothing', async () => {
      const { owner, project, stranger } = await seedWithStranger(app);
      const tree = await treeOf(owner.token, project.id);
      const before = await snapshot(project.id);
      // The stranger's own ids exist: the answers must not tell "exists elsewhere" from "never existed".
      for (const [label, query, variables] of idOperations(tree)) {
        const result = await app.graphql(query, variables, stranger.owner.token);
        expect({ label, ...errorOf(result) }).toEqual({ label, message: expect.stringMatching(/not found|no history found/i), code: 'NOT_FOUND' });
        expect(result.data ?? null).toBeNull();
      }
      expect(await snapshot(project.id)).toEqual(before);
      // The owner still sees it all.
      expect(dataOf(await app.graphql<{ project: ProjectData }>(PROJECT, { id: project.id }, owner.token)).project.name).toBe(project.name);
    });

    it('answers NOT_FOUND for ids that do not exist at all, the same way', async () => {
      const { owner } = await seedProject(app.services);
      const missing = { projectId: 2_000_000_001, epicId: 2_000_000_001, storyId: 2_000_000_001, taskId: 2_000_000_001, otherTaskId: 2_000_000_002 };
      for (const [label, query, variables] of idOperations(missing)) {
        expect({ label, code: errorOf(await app.graphql(query, variables, owner.token)).code }).toEqual({ label, code: 'NOT_FOUND' });
      }
    });

    it('refuses neighbours from another project in moveTask', async () => {
      const { owner, project, stranger } = await seedWithStranger(app);
      const mine = await createTask(app, owner.token, { projectId: project.id, title: 'Mine' });
      const theirs = await createTask(app, stranger.owner.token, { projectId: stranger.project.id, title: 'Theirs' });
      const result = await app.graphql(MOVE_TASK, { id: mine.id, status: 'BACKLOG', afterId: theirs.id }, owner.token);
      expect(errorOf(result).code).toBe('BAD_USER_INPUT');
    });

    it('lets a Viewer read everything but refuses every write with FORBIDDEN', async () => {
      const { owner, workspaceId, project } = await seedProject(app.services);
      const tree = await treeOf(owner.token, project.id);
      const viewer = await addMember(app, workspaceId, WorkspaceRole.VIEWER);
      const before = await snapshot(project.id);

      const reads = idOperations(tree).filter(([label]) => !/^(update|create|delete|move|set)/.test(label));
      expect(reads.length).toBeGreaterThan(8);
      for (const [label, query, variables] of reads) {
        const result = await app.graphql(query, variables, viewer.token);
        expect({ label, errors: result.errors }).toEqual({ label, errors: undefined });
      }
      const writes = idOperations(tree).filter(([label]) => /^(update|create|delete|move|set)/.test(label));
      for (const [label, query, variables] of writes) {
        expect({ label, ...errorOf(await app.graphql(query, variables, viewer.token)) }).toEqual({
          label,
          message: 'Viewers can read projects but not change them.',
          code: 'FORBIDDEN',
        });
      }
      // createProject in the workspace where they are a Viewer.
      expect(errorOf(await graphqlIn(app, viewer.token, workspaceId, CREATE_PROJECT, { input: { name: 'Nope' } })).code).toBe('FORBIDDEN');
      const listed = dataOf(await graphqlIn<{ projects: ProjectData[] }>(app, viewer.token, workspaceId, PROJECTS)).projects;
      expect(listed.map((item) => item.id)).toEqual([project.id]);
      expect(await snapshot(project.id)).toEqual(before);
      expect(await count('projects', 'workspace_id = $1', [workspaceId])).toBe(1);
    });

    it('lets an Analyst create, change and delete', async () => {
      const { owner, workspaceId, project } = await seedProject(app.services);
      const analyst = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
      const created = dataOf(await graphqlIn<{ createProject: ProjectData }>(app, analyst.token, workspaceId, CREATE_PROJECT, { input: { name: 'By analyst' } })).createProject;
      expect(created).toMatchObject({ workspaceId, createdById: analyst.user.id });

      const tree = await treeOf(analyst.token, project.id);
      expect(dataOf(await app.graphql<{ updateEpic: EpicData }>(UPDATE_EPIC, { id: tree.epicId, input: { title: 'Renamed' } }, analyst.token)).updateEpic.title).toBe('Renamed');
      expect(dataOf(await app.graphql<{ updateTask: TaskData }>(UPDATE_TASK, { id: tree.taskId, input: { title: 'Renamed' } }, analyst.token)).updateTask.title).toBe('Renamed');
      expect(dataOf(await app.graphql<{ moveTask: { task: TaskData } }>(MOVE_TASK, { id: tree.taskId, status: 'REVIEW' }, analyst.token)).moveTask.task.status).toBe('REVIEW');
      expect(dataOf(await app.graphql<{ deleteEpic: Summary }>(DELETE_EPIC, { id: tree.epicId }, analyst.token)).deleteEpic.tasks).toBe(1);
      expect(dataOf(await app.graphql<{ updateProject: ProjectData }>(UPDATE_PROJECT, { id: project.id, input: { name: 'Analysed' } }, analyst.token)).updateProject.name).toBe(
        'Analysed',
      );
      expect(dataOf(await app.graphql<{ deleteProject: Summary }>(DELETE_PROJECT, { id: created.id }, analyst.token)).deleteProject.id).toBe(created.id);
      // The owner sees the analyst's changes.
      expect(dataOf(await app.graphql<{ project: ProjectData }>(PROJECT, { id: project.id }, owner.token)).project.name).toBe('Analysed');
    });

    it('answers UNAUTHENTICATED without a token', async () => {
      const { owner, project } = await seedProject(app.services);
      const tree = await treeOf(owner.token, project.id);
      const operations = [...idOperations(tree), ['projects', PROJECTS, {}], ['createProject', CREATE_PROJECT, { input: { name: 'Anon' } }]] as const;
      for (const [label, query, variables] of operations) {
        expect({ label, code: errorOf(await app.graphql(query, variables)).code }).toEqual({ label, code: 'UNAUTHENTICATED' });
      }
      expect(await count('tasks', 'project_id = $1', [project.id])).toBe(2);
    });
  });
});
