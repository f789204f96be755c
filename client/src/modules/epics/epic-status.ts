import type { EpicStatus } from '../../gql/graphql.generated';

/** SPEC §4 epic statuses, in order; To Do is the default. */
export const EPIC_STATUSES: readonly EpicStatus[] = ['TO_DO', 'IN_PROGRESS', 'DONE', 'ON_HOLD', 'ARCHIVED'];
