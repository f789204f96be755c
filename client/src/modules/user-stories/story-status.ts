import type { UserStoryStatus } from '../../gql/graphql.generated';

/** SPEC §4 user story statuses, in order; To Do is the default. */
export const STORY_STATUSES: readonly UserStoryStatus[] = ['TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE', 'BACKLOG'];
