import type { EntityManager } from 'typeorm';
import { DataSourceEntity, DataSourceKind } from '../data-sources/data-source.entity';
import type { WorkspaceStarter } from '../workspaces/workspace.service';
import { Report, ReportCard, ReportCardStatus, ReportChartType, ReportMessage } from './report.entity';

export const SAMPLE_REPORT_NAME = 'Sales overview';

/** SPEC §3: reports start with two samples, Conversion Rate (line) and Lead Sources (bar), here from the demo data. */
export const SAMPLE_CARDS = [
  { title: 'Conversion Rate', prompt: 'conversion rate by month', chartType: ReportChartType.LINE },
  { title: 'Lead Sources', prompt: 'number of leads by lead source', chartType: ReportChartType.BAR },
] as const;

/**
 * Gives a new workspace its sample report, on its demo source (added just before by the demo starter). The demo data
 * set may still be installing, so the cards start pending and are run when the report is first opened after that.
 */
export class SampleReports implements WorkspaceStarter {
  async addToWorkspace(manager: EntityManager, workspaceId: number, userId: number | null): Promise<void> {
    const demo = await manager.findOne(DataSourceEntity, { where: { workspaceId, kind: DataSourceKind.DEMO }, select: { id: true } });
    if (!demo) return;
    const report = await manager.save(manager.create(Report, { workspaceId, name: SAMPLE_REPORT_NAME, createdById: userId }));
    await manager.insert(
      ReportCard,
      SAMPLE_CARDS.map((sample, position) => ({
        reportId: report.id,
        title: sample.title,
        prompt: sample.prompt,
        chartType: sample.chartType,
        // The ask engine names these columns; the card's spec is set again when its query first runs.
        xKey: sample.chartType === ReportChartType.LINE ? 'month' : 'lead_source',
        yKey: sample.chartType === ReportChartType.LINE ? 'conversion_rate_pct' : 'number_of_leads',
        seriesKey: null,
        sourceId: demo.id,
        sql: null,
        status: ReportCardStatus.PENDING,
        message: 'Waiting for the data source to finish importing.',
        position,
      })),
    );
    await manager.insert(ReportMessage, {
      reportId: report.id,
      role: 'ai',
      content: 'This sample report shows the conversion rate of leads by month and where leads come from, from the demo data. Ask for another chart below.',
      cardId: null,
      authorId: null,
      options: [],
    });
  }
}
