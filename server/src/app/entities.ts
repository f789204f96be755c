import { AskAnswerRecord } from '../modules/ask/ask-answer.entity';
import { AskConversation } from '../modules/ask/ask-conversation.entity';
import { ActivityEvent } from '../modules/activity/activity-event.entity';
import { DataSourceEntity } from '../modules/data-sources/data-source.entity';
import { DataSourceMetric, DataSourceSynonym } from '../modules/data-sources/semantic-layer.entity';
import { Epic } from '../modules/epics/epic.entity';
import { StoredFile } from '../modules/files/stored-file.entity';
import { Project } from '../modules/projects/project.entity';
import { Task, TaskAssignment } from '../modules/tasks/task.entity';
import { UserStory } from '../modules/user-stories/user-story.entity';
import { User } from '../modules/users/user.entity';
import { WorkspaceMember } from '../modules/workspaces/workspace-member.entity';
import { Workspace } from '../modules/workspaces/workspace.entity';
import { DemoDatasetEntity } from '../modules/data-sources/demo/demo-dataset.entity';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import { UserSession } from '../modules/auth/user-session.entity';
import { ContactRequest, NewsletterSubscription } from '../modules/marketing/marketing.entities';
import { WorkspaceInvitation } from '../modules/workspaces/workspace-invitation.entity';
import { FavoriteQuestion } from '../modules/chat/favorite-question.entity';
import { UserPreferences } from '../modules/chat/user-preferences.entity';
import { ExplorerView } from '../modules/explorer/explorer-view.entity';

import { Report, ReportCard, ReportMessage } from '../modules/reports/report.entity';
import { InsightMessage, InsightThread } from '../modules/insights/insight-thread.entity';
import { PubSubSpill } from './pub-sub/pub-sub-spill.entity';

/** Every TypeORM entity; migrations are generated from this list. */
export const ENTITIES = [PubSubSpill, User, Workspace, WorkspaceMember, StoredFile, Project, Epic, UserStory, Task, TaskAssignment, ActivityEvent, DataSourceEntity, DataSourceSynonym, DataSourceMetric, DemoDatasetEntity, AskConversation, AskAnswerRecord, UserSession, ApiKey, WorkspaceInvitation, NewsletterSubscription, ContactRequest, FavoriteQuestion, UserPreferences, ExplorerView, Report, ReportCard, ReportMessage, InsightThread, InsightMessage];
