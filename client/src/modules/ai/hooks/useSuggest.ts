import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { DraftKind } from '../../../gql/graphql.generated';
import { detailOrMessage, TEXT } from '../../dev-dashboard/messages';
import { SuggestDocument } from '../graphql/ai.generated';
import { cleanSuggestions } from '../suggestion-text';

export type SuggestOutcome = { ok: true; items: string[] } | { ok: false; message: string };

export interface DraftContext {
  title: string;
  description?: string | null;
}

/** Lists of titles for the dashboard's suggestion panels: 'epics', 'user stories' or 'tasks' in messages. */
export function useSuggestList(): [(kind: DraftKind, type: string, context: DraftContext) => Promise<SuggestOutcome>, boolean] {
  const [suggest, { loading }] = useMutation(SuggestDocument);
  const run = useCallback(
    async (kind: DraftKind, type: string, context: DraftContext): Promise<SuggestOutcome> => {
      try {
        const { data } = await suggest({ variables: { kind, context: { title: context.title, description: context.description ?? null } } });
        if (!data) return { ok: false, message: `AI did not provide suggestions for ${type}.` };
        const items = cleanSuggestions(data.suggest.items);
        if (data.suggest.items.length > 0 && items.length === 0) return { ok: false, message: TEXT.aiUnparseable };
        return { ok: true, items };
      } catch (error) {
        return { ok: false, message: `Failed to get AI suggestions for ${type}: ${detailOrMessage(error)}` };
      }
    },
    [suggest],
  );
  return [run, loading];
}

/** One description, or acceptance criteria lines, for a modal's description field. */
export function useSuggestText(): [(kind: 'DESCRIPTION' | 'CRITERIA', context: DraftContext) => Promise<SuggestOutcome>, boolean] {
  const [suggest, { loading }] = useMutation(SuggestDocument);
  const run = useCallback(
    async (kind: 'DESCRIPTION' | 'CRITERIA', context: DraftContext): Promise<SuggestOutcome> => {
      const description = kind === 'DESCRIPTION';
      try {
        const { data } = await suggest({ variables: { kind, context: { title: context.title, description: context.description || null } } });
        const items = description ? (data?.suggest.items ?? []).map((item) => item.trim()).filter(Boolean) : cleanSuggestions(data?.suggest.items ?? []);
        if (items.length === 0) return { ok: false, message: description ? TEXT.aiNoDescription : TEXT.aiNoCriteria };
        return { ok: true, items };
      } catch (error) {
        const what = description ? 'Failed to get AI description suggestion' : 'Failed to get AI suggestions for criteria';
        return { ok: false, message: `${what}: ${detailOrMessage(error)}` };
      }
    },
    [suggest],
  );
  return [run, loading];
}
