/** What the dashboard has selected; the SPEC §4 cascade is this reducer. */
export interface Selection {
  projectId: number | null;
  epicId: number | null;
  storyId: number | null;
}

export type SelectionAction =
  | { type: 'projectsLoaded'; ids: readonly number[] }
  | { type: 'selectProject'; id: number }
  | { type: 'selectEpic'; id: number }
  | { type: 'selectStory'; id: number | null }
  | { type: 'epicsLoaded'; projectId: number; ids: readonly number[] }
  | { type: 'storiesLoaded'; epicId: number; ids: readonly number[] };

export const EMPTY_SELECTION: Selection = { projectId: null, epicId: null, storyId: null };

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'projectsLoaded': {
      // First load selects the first project; a deleted selection falls to the first remaining one, or none.
      if (state.projectId !== null && action.ids.includes(state.projectId)) return state;
      return { projectId: action.ids[0] ?? null, epicId: null, storyId: null };
    }
    case 'selectProject':
      // Choosing a project (also a newly created one) clears the epic and the story.
      if (state.projectId === action.id) return state;
      return { projectId: action.id, epicId: null, storyId: null };
    case 'selectEpic':
      if (state.epicId === action.id) return state;
      return { ...state, epicId: action.id, storyId: null };
    case 'selectStory':
      return state.storyId === action.id ? state : { ...state, storyId: action.id };
    case 'epicsLoaded':
      // A selected epic that no longer exists (deleted here or by someone else) is cleared.
      if (state.projectId !== action.projectId || state.epicId === null || action.ids.includes(state.epicId)) return state;
      return { ...state, epicId: null, storyId: null };
    case 'storiesLoaded':
      if (state.epicId !== action.epicId || state.storyId === null || action.ids.includes(state.storyId)) return state;
      return { ...state, storyId: null };
  }
}
