import { useCallback, useState } from 'react';
import type { DraftKind } from '../../../gql/graphql.generated';
import type { SuggestionState } from '../components/SuggestionPanel';
import { useSuggestList, type DraftContext } from './useSuggest';

/** The open/loading/result state of one dashboard suggestion panel. */
export function useSuggestionPanel(kind: DraftKind, type: string) {
  const [state, setState] = useState<SuggestionState>({ status: 'closed' });
  const [suggest, loading] = useSuggestList();

  const open = useCallback(
    async (context: DraftContext) => {
      setState({ status: 'loading' });
      const outcome = await suggest(kind, type, context);
      setState(outcome.ok ? { status: 'ready', items: outcome.items } : { status: 'error', message: outcome.message });
    },
    [kind, type, suggest],
  );
  /** Opens the panel with a message instead of asking (missing context). */
  const fail = useCallback((message: string) => setState({ status: 'error', message }), []);
  const close = useCallback(() => setState({ status: 'closed' }), []);
  return { state, open, fail, close, loading };
}
