import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { monaco } from './monaco-setup';

export interface TransformEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The line of the body the last error names, marked in the margin. */
  errorLine: number | null;
  errorMessage: string | null;
  height?: number;
}

type EditorInstance = Parameters<OnMount>[0];

/**
 * Monaco, bundled with the app and loaded only when a transform is edited: JavaScript, dark theme, no minimap. The
 * text is the body of `(rows) => rows`.
 */
export function TransformEditor({ value, onChange, errorLine, errorMessage, height = 260 }: TransformEditorProps) {
  const editorRef = useRef<EditorInstance | null>(null);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    const markers =
      errorLine !== null && errorLine <= model.getLineCount()
        ? [{ severity: monaco.MarkerSeverity.Error, message: errorMessage ?? 'Error', startLineNumber: errorLine, startColumn: 1, endLineNumber: errorLine, endColumn: model.getLineMaxColumn(errorLine) }]
        : [];
    monaco.editor.setModelMarkers(model, 'transform', markers);
  }, [errorLine, errorMessage]);

  return (
    <Editor
      height={height}
      language="javascript"
      theme="vs-dark"
      value={value}
      onChange={(next) => onChange(next ?? '')}
      onMount={(editor) => {
        editorRef.current = editor;
        editor.focus();
      }}
      loading="Loading the editor…"
      options={{
        minimap: { enabled: false },
        fontSize: 13,
        lineNumbers: 'on',
        scrollBeyondLastLine: false,
        automaticLayout: true,
        tabSize: 2,
        wordWrap: 'on',
        ariaLabel: 'Transform code: the body of (rows) => rows',
      }}
    />
  );
}
