import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, useReducer, useState, type Dispatch, type ReactNode } from 'react';
import { getStoredUser } from '../../app/auth';
import { ProjectsDocument, type ProjectItemFragment } from '../projects/graphql/projects.generated';
import { EMPTY_SELECTION, selectionReducer, type Selection, type SelectionAction } from './selection';

export interface DashboardState {
  selection: Selection;
  dispatch: Dispatch<SelectionAction>;
  projects: readonly ProjectItemFragment[];
  projectsLoading: boolean;
  projectsError: unknown;
  refetchProjects: () => void;
  selectedProject: ProjectItemFragment | null;
  search: string;
  setSearch: (value: string) => void;
  /** The signed-in user's id, to recognise the echo of their own changes. */
  viewerId: number | null;
}

const DashboardContext = createContext<DashboardState | null>(null);

function storedViewerId(): number | null {
  const id = Number(getStoredUser()?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Holds the dashboard's selection (SPEC §4 cascade), the search text and the project list. */
export function DashboardProvider({ children, initialSelection = EMPTY_SELECTION }: { children: ReactNode; initialSelection?: Selection }) {
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(ProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const projects = useMemo(() => data?.projects ?? [], [data]);

  useEffect(() => {
    if (data) dispatch({ type: 'projectsLoaded', ids: data.projects.map((project) => project.id) });
  }, [data]);

  const value = useMemo<DashboardState>(
    () => ({
      selection,
      dispatch,
      projects,
      projectsLoading: loading && !data,
      projectsError: error,
      refetchProjects: () => void refetch(),
      selectedProject: projects.find((project) => project.id === selection.projectId) ?? null,
      search,
      setSearch,
      viewerId: storedViewerId(),
    }),
    [selection, projects, loading, data, error, refetch, search],
  );
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
}

export function useDashboard(): DashboardState {
  const state = useContext(DashboardContext);
  if (!state) throw new Error('useDashboard must be used inside <DashboardProvider>');
  return state;
}

/** Case-insensitive title filter of the top bar's search. */
export function matchesSearch(title: string, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || title.toLowerCase().includes(needle);
}
