import { filter, pipe } from '@graphql-yoga/subscription';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AppPubSub } from '../../app/pub-sub';

export enum ImportPhase {
  IMPORTING = 'importing',
  PROFILING = 'profiling',
  READY = 'ready',
  FAILED = 'failed',
}

registerEnumType(ImportPhase, {
  name: 'ImportPhase',
  description: 'Loading the files, then profiling the tables for the catalog; then ready, or failed with nothing kept.',
});

@ObjectType({ description: 'How far an upload’s import has come.', simpleResolvers: true })
export class ImportProgress {
  @Field(() => Int)
  sourceId: number;

  @Field(() => Int)
  workspaceId: number;

  @Field(() => String, { nullable: true, description: 'The file the event is about, when it is about one.' })
  fileName: string | null;

  @Field(() => Float, { description: 'Rows loaded so far, over all files.' })
  rows: number;

  @Field(() => Float, { description: 'Bytes of the files loaded so far.' })
  bytes: number;

  @Field(() => Float)
  totalBytes: number;

  @Field(() => Int, { description: '0 to 100.' })
  percent: number;

  @Field(() => ImportPhase)
  phase: ImportPhase;

  @Field(() => String, { nullable: true, description: 'Why the import failed.' })
  message: string | null;
}

export type ImportProgressEvent = Omit<ImportProgress, 'fileName' | 'message'> & { fileName?: string | null; message?: string | null };

/** Publishes import progress to the workspace's watchers; a subscriber may narrow it to one source. */
export class ImportProgressEvents {
  constructor(private readonly pubSub: AppPubSub) {}

  publish(event: ImportProgressEvent): void {
    const progress = Object.assign(new ImportProgress(), { fileName: null, message: null, ...event });
    this.pubSub.publish('IMPORT_PROGRESS', event.workspaceId, progress);
  }

  subscribe(workspaceId: number, sourceId?: number): AsyncIterable<ImportProgress> {
    const events = this.pubSub.subscribe('IMPORT_PROGRESS', workspaceId);
    if (sourceId === undefined) return events;
    return pipe(
      events,
      filter((event: ImportProgress) => event.sourceId === sourceId),
    );
  }
}
