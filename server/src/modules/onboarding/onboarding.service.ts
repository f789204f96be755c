import type { Viewer } from '../../app/viewer';
import type { DataSourceService } from '../data-sources/data-source.service';
import type { UserService } from '../users/user.service';
import { suggestQuestionsForGoals, type SuggestedQuestionItem } from './suggested-questions';

export class OnboardingService {
  constructor(
    private readonly users: UserService,
    private readonly dataSources: DataSourceService,
  ) {}

  async suggestedQuestions(viewer: Viewer, limit: number): Promise<SuggestedQuestionItem[]> {
    const [user, catalogs] = await Promise.all([this.users.profile(viewer), this.dataSources.catalogsFor(viewer)]);
    return suggestQuestionsForGoals(user.goals, catalogs, Math.min(Math.max(limit, 1), 12));
  }
}
