/** What the drafting features produce (SPEC §7 suggestion calls and `POST /api/chat`, rules from SPEC §9). */
export enum DraftKind {
  /** Epic titles for a project (context: project name and description). */
  EPICS = 'EPICS',
  /** User stories for an epic, each 'As a [user type], I want [goal], so that [benefit]'. */
  STORIES = 'STORIES',
  /** Task titles for a user story. */
  TASKS = 'TASKS',
  /** A description for an item with this title. */
  DESCRIPTION = 'DESCRIPTION',
  /** Acceptance criteria: 3 to 5 lines, each starting with '- '. */
  CRITERIA = 'CRITERIA',
}

export interface DraftContext {
  /** The project name, epic title, story title, or the item's own title (DESCRIPTION, CRITERIA). */
  title: string;
  description?: string | null;
}

/** SPEC §9: list kinds give 3 to 5 items. */
export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 5;
