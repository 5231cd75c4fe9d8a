import { Suspense, lazy } from 'react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { useFieldContext } from '../field/field';
import { Skeleton } from '../spinner/spinner';
import type { CodeLanguage } from './languages';

// CodeMirror and its languages are loaded when an editor first renders.
const CodeEditorView = lazy(() => import('./code-editor-view').then((m) => ({ default: m.CodeEditorView })));

export interface CodeEditorProps {
  value?: string;
  defaultValue?: string;
  /** Called on every edit with the whole document (debounce autosave in the caller: 800 ms). */
  onValueChange?: (value: string) => void;
  /** css, less, scss, twig, html or js. */
  language: CodeLanguage;
  /** Minimum height in px (the twig editor uses 700, spec 3 §9). Default 300. */
  minHeight?: number;
  readOnly?: boolean;
  /** Accessible name of the editing area. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A code editor (CodeMirror 6): syntax highlighting for css, less, scss, twig, html and js,
 * tab width 4, line numbers, undo history. The editor code loads lazily; a skeleton of the
 * same height shows meanwhile.
 *
 * @example <CodeEditor language="twig" minHeight={700} value={file} onValueChange={save} />
 */
export function CodeEditor({
  value,
  defaultValue = '',
  onValueChange,
  language,
  minHeight = 300,
  readOnly = false,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  className,
}: CodeEditorProps) {
  const [doc, setDoc] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const field = useFieldContext();
  const label = ariaLabel ?? 'Code editor';
  return (
    <div
      className={cx('sr-code-editor', className)}
      data-readonly={readOnly ? '' : undefined}
      data-invalid={field?.invalid ? '' : undefined}
      style={{ minHeight }}
    >
      <Suspense fallback={<Skeleton height={minHeight} />}>
        <CodeEditorView
          value={doc}
          onChange={setDoc}
          language={language}
          minHeight={minHeight}
          readOnly={readOnly}
          label={label}
          describedBy={[describedBy, field?.errorId, field?.hintId].filter(Boolean).join(' ') || undefined}
        />
      </Suspense>
    </div>
  );
}
