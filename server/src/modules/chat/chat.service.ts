import type { DataSource, Repository } from 'typeorm';
import { DomainError, ForbiddenError, NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { chooseCatalog } from '../../ask/answer/ask';
import { preciseQuestion } from '../../ask/model/precise-question';
import { MAX_QUESTION_LENGTH } from '../ask/ask.service';
import type { DataSourceService } from '../data-sources/data-source.service';
import { isDatabaseId } from '../projects/project-access';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import type { EnhancedQuestion, UpdatePreferencesInput } from './chat.types';
import { FavoriteQuestion } from './favorite-question.entity';
import { TYPING_SPEEDS, UserPreferences } from './user-preferences.entity';
import { isWellFormedText } from '../../app/well-formed-text';

/** Favorites kept per user and workspace. */
export const MAX_FAVORITES = 100;

export class ChatInputError extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}

function checkedQuestion(value: unknown): string {
  const question = typeof value === 'string' ? value.trim() : '';
  if (question === '') throw new ChatInputError('Type a question first.');
  if (question.length > MAX_QUESTION_LENGTH) throw new ChatInputError(`A question can be at most ${MAX_QUESTION_LENGTH} characters.`);
  if (!isWellFormedText(question)) throw new ChatInputError('A question must be text: it holds a broken character.');
  return question;
}

/** The chat toolbar's server side: favorites, chat preferences and Enhance. */
export class ChatService {
  private readonly favorites: Repository<FavoriteQuestion>;
  private readonly preferences: Repository<UserPreferences>;

  constructor(
    dataSource: DataSource,
    private readonly dataSources: DataSourceService,
  ) {
    this.favorites = dataSource.getRepository(FavoriteQuestion);
    this.preferences = dataSource.getRepository(UserPreferences);
  }

  /** Defaults until the user changes something; the row is written on the first change. */
  async preferencesOf(viewer: Viewer): Promise<UserPreferences> {
    const found = await this.preferences.findOneBy({ userId: viewer.userId });
    return found ?? this.preferences.create({ userId: viewer.userId, chatTypingSpeed: 'normal', chatShowSql: true, updatesPromptDismissed: false });
  }

  async updatePreferences(viewer: Viewer, input: UpdatePreferencesInput): Promise<UserPreferences> {
    const speed = input.chatTypingSpeed ?? undefined;
    if (speed !== undefined && !(TYPING_SPEEDS as readonly string[]).includes(speed)) throw new ChatInputError(`Typing speed must be one of ${TYPING_SPEEDS.join(', ')}.`);
    const current = await this.preferencesOf(viewer);
    if (speed !== undefined) current.chatTypingSpeed = speed;
    if (input.chatShowSql !== undefined && input.chatShowSql !== null) current.chatShowSql = input.chatShowSql;
    if (input.updatesPromptDismissed !== undefined && input.updatesPromptDismissed !== null) current.updatesPromptDismissed = input.updatesPromptDismissed;
    // An upsert, so two tabs saving at once cannot both insert.
    await this.preferences.upsert(
      { userId: viewer.userId, chatTypingSpeed: current.chatTypingSpeed, chatShowSql: current.chatShowSql, updatesPromptDismissed: current.updatesPromptDismissed },
      ['userId'],
    );
    return this.preferencesOf(viewer);
  }

  listFavorites(viewer: Viewer): Promise<FavoriteQuestion[]> {
    assertCanRead(viewer);
    return this.favorites.find({ where: { userId: viewer.userId, workspaceId: viewer.workspaceId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Saving the same question twice returns the one already kept. */
  async addFavorite(viewer: Viewer, rawQuestion: string): Promise<FavoriteQuestion> {
    assertCanSave(viewer);
    const question = checkedQuestion(rawQuestion);
    const existing = await this.favorites
      .createQueryBuilder('f')
      .where('f.user_id = :userId AND f.workspace_id = :workspaceId AND lower(f.question) = lower(:question)', { userId: viewer.userId, workspaceId: viewer.workspaceId, question })
      .getOne();
    if (existing) return existing;
    const count = await this.favorites.countBy({ userId: viewer.userId, workspaceId: viewer.workspaceId });
    if (count >= MAX_FAVORITES) throw new ChatInputError(`You can keep at most ${MAX_FAVORITES} favorites; remove one first.`);
    return this.favorites.save(this.favorites.create({ userId: viewer.userId, workspaceId: viewer.workspaceId, question }));
  }

  async removeFavorite(viewer: Viewer, id: number): Promise<number> {
    assertCanSave(viewer);
    if (!isDatabaseId(id)) throw new NotFoundError('Favorite not found.');
    const result = await this.favorites.delete({ id, userId: viewer.userId, workspaceId: viewer.workspaceId });
    if (!result.affected) throw new NotFoundError('Favorite not found.');
    return id;
  }

  /** Enhance: the question with the catalog's names, planned to the same SQL as the original. */
  async enhance(viewer: Viewer, rawQuestion: string, dataSourceIds?: number[] | null): Promise<EnhancedQuestion> {
    assertCanRead(viewer);
    const question = checkedQuestion(rawQuestion);
    const catalogs = dataSourceIds && dataSourceIds.length > 0
      ? await Promise.all([...new Set(dataSourceIds)].map((id) => this.dataSources.catalogFor(viewer, id)))
      : await this.dataSources.catalogsFor(viewer);
    const catalog = chooseCatalog(catalogs, question);
    if (!catalog) return { question, changed: false, note: 'There is no data source ready to read the question against.', sourceName: null };
    return { ...preciseQuestion(catalog, question), sourceName: catalog.sourceName };
  }
}

function assertCanRead(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot ask questions of this workspace’s data.');
}

function assertCanSave(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.CREATE_REPORTS)) throw new ForbiddenError('Your role cannot save favorites.');
}
