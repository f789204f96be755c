import { useCallback, useState } from 'react';

interface Pending<T> {
  target: T;
  processing: boolean;
  error: string | null;
}

/**
 * A delete behind the confirmation modal. While it runs the modal says 'Processing...'; when it fails SPEC §8's browser
 * alert says why and the modal stays open with the same text (SPEC §4); when it succeeds the modal closes.
 */
export function useConfirmDelete<T>(remove: (target: T) => Promise<void>, failureText: (target: T, error: unknown) => string) {
  const [pending, setPending] = useState<Pending<T> | null>(null);

  const request = useCallback((target: T) => setPending({ target, processing: false, error: null }), []);
  const cancel = useCallback(() => setPending((current) => (current?.processing ? current : null)), []);

  const confirm = useCallback(async () => {
    if (!pending || pending.processing) return;
    const { target } = pending;
    setPending({ target, processing: true, error: null });
    try {
      await remove(target);
      setPending(null);
    } catch (error) {
      const text = failureText(target, error);
      setPending({ target, processing: false, error: text });
      window.alert(text);
    }
  }, [pending, remove, failureText]);

  return {
    target: pending?.target ?? null,
    request,
    modal: {
      opened: pending !== null,
      processing: pending?.processing ?? false,
      error: pending?.error ?? null,
      onConfirm: () => void confirm(),
      onCancel: cancel,
    },
  };
}
