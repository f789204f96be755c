import { EMPTY_SELECTION, selectionReducer, type Selection } from '../selection';

const chosen: Selection = { projectId: 1, epicId: 10, storyId: 100 };

describe('selectionReducer (SPEC §4 cascade)', () => {
  it('selects the first project on first load, and none when there are none', () => {
    expect(selectionReducer(EMPTY_SELECTION, { type: 'projectsLoaded', ids: [4, 2] })).toEqual({ projectId: 4, epicId: null, storyId: null });
    expect(selectionReducer(EMPTY_SELECTION, { type: 'projectsLoaded', ids: [] })).toEqual(EMPTY_SELECTION);
  });

  it('keeps a selection that still exists and falls to the first remaining project when it is gone', () => {
    expect(selectionReducer(chosen, { type: 'projectsLoaded', ids: [3, 1] })).toBe(chosen);
    expect(selectionReducer(chosen, { type: 'projectsLoaded', ids: [3] })).toEqual({ projectId: 3, epicId: null, storyId: null });
  });

  it('clears epic and story on a project change, and the story on an epic change', () => {
    expect(selectionReducer(chosen, { type: 'selectProject', id: 2 })).toEqual({ projectId: 2, epicId: null, storyId: null });
    expect(selectionReducer(chosen, { type: 'selectProject', id: 1 })).toBe(chosen);
    expect(selectionReducer(chosen, { type: 'selectEpic', id: 11 })).toEqual({ projectId: 1, epicId: 11, storyId: null });
  });

  it('clears a selected epic or story that no longer exists', () => {
    expect(selectionReducer(chosen, { type: 'epicsLoaded', projectId: 1, ids: [11] })).toEqual({ projectId: 1, epicId: null, storyId: null });
    expect(selectionReducer(chosen, { type: 'epicsLoaded', projectId: 2, ids: [] })).toBe(chosen);
    expect(selectionReducer(chosen, { type: 'storiesLoaded', epicId: 10, ids: [] })).toEqual({ projectId: 1, epicId: 10, storyId: null });
  });
});
