import { useCallback, useState } from 'react';

/**
 * Form state shared by the project, epic, story and task modals: values, the required title's message once the
 * field was left blank, and the busy flags that disable every field (SPEC §5).
 */
export function useWorkItemForm<V extends { title: string }>(initial: V, titleRequiredText: string) {
  const [values, setValues] = useState<V>(initial);
  const [titleTouched, setTitleTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [aiBusy, setAiBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setTitleTouched(false);
    setError(null);
  }, []);

  const blank = values.title.trim() === '';
  return {
    values,
    set,
    reset,
    blank,
    titleError: titleTouched && blank ? titleRequiredText : null,
    touchTitle: () => setTitleTouched(true),
    saving,
    setSaving,
    aiBusy,
    setAiBusy,
    busy: saving || aiBusy,
    error,
    setError,
    /** SPEC §5: disabled while saving or while the title is blank. */
    canSubmit: !saving && !aiBusy && !blank,
  };
}

export type WorkItemForm<V extends { title: string }> = ReturnType<typeof useWorkItemForm<V>>;
