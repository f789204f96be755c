/**
 * The catalog type is the ask engine's (ask/catalog); this feature fills it by profiling sources (see
 * profile-source.ts) and enriching them with the user's descriptions, synonyms and metrics.
 */
export * from '../../../ask/catalog/catalog';
