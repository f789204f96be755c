import type { DashboardInsightThreadsQuery } from './graphql/dashboard.generated';

export type InsightThreadItem = DashboardInsightThreadsQuery['insightThreads'][number];

/** The insight engine's detectors, as the panel names them. */
export const DETECTOR_LABELS: Record<string, string> = {
  change: 'Period-over-period changes',
  record: 'New highs and lows',
  mix: 'Shifts between categories',
  outlier: 'Outliers',
};

export function detectorOf(thread: Pick<InsightThreadItem, 'tags'>): string | undefined {
  return thread.tags.find((tag) => tag in DETECTOR_LABELS);
}

export function newestFirst<T extends Pick<InsightThreadItem, 'createdAt'>>(threads: readonly T[]): T[] {
  return [...threads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** How many threads each detector found, most first, for the Insights tab's bars. */
export function countsByDetector(threads: readonly InsightThreadItem[]): { key: string; label: string; count: number }[] {
  return Object.entries(DETECTOR_LABELS)
    .map(([key, label]) => ({ key, label, count: threads.filter((thread) => detectorOf(thread) === key).length }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** The first insight message of a thread: what was found, in words. */
export function findingOf(thread: InsightThreadItem): string {
  return thread.messages.find((message) => message.type === 'insight')?.content ?? thread.title;
}
