import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Permission } from '../workspaces/workspace-role';
import { EnhancedQuestion, UpdatePreferencesInput } from './chat.types';
import { FavoriteQuestion } from './favorite-question.entity';
import { UserPreferences } from './user-preferences.entity';

@Resolver()
export class ChatResolver {
  @Authorized()
  @Query(() => UserPreferences, { description: 'The signed-in user’s chat settings and prompt choices.' })
  preferences(@Ctx() { viewer, services }: GraphQLContext): Promise<UserPreferences> {
    return services.chat.preferencesOf(assertPermissions(viewer, []));
  }

  @Authorized()
  @Mutation(() => UserPreferences, { description: 'Changes the given preferences; the others stay.' })
  updatePreferences(@Arg('input') input: UpdatePreferencesInput, @Ctx() { viewer, services }: GraphQLContext): Promise<UserPreferences> {
    return services.chat.updatePreferences(assertPermissions(viewer, []), input);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => [FavoriteQuestion], { description: 'The signed-in user’s saved questions, newest first.' })
  favoriteQuestions(@Ctx() { viewer, services }: GraphQLContext): Promise<FavoriteQuestion[]> {
    return services.chat.listFavorites(assertPermissions(viewer, [Permission.VIEW_REPORTS]));
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => FavoriteQuestion, { description: 'Keeps a question to ask again; a question kept already is returned as it is.' })
  addFavoriteQuestion(@Arg('question') question: string, @Ctx() { viewer, services }: GraphQLContext): Promise<FavoriteQuestion> {
    return services.chat.addFavorite(assertPermissions(viewer, [Permission.CREATE_REPORTS]), question);
  }

  @Authorized(Permission.CREATE_REPORTS)
  @Mutation(() => Int, { description: 'Removes a saved question; returns its id.' })
  removeFavoriteQuestion(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.chat.removeFavorite(assertPermissions(viewer, [Permission.CREATE_REPORTS]), id);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Mutation(() => EnhancedQuestion, { description: 'Rewrites a question with the catalog’s names; the rewritten one plans to the same query.' })
  enhanceQuestion(
    @Arg('question') question: string,
    @Arg('dataSourceIds', () => [Int], { nullable: true }) dataSourceIds: number[] | null,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<EnhancedQuestion> {
    return services.chat.enhance(assertPermissions(viewer, [Permission.VIEW_REPORTS]), question, dataSourceIds);
  }
}
