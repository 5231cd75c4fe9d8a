import type { CodeLanguage } from './languages';

/** Props of the lazily loaded CodeMirror view. */
export interface CodeEditorViewProps {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  minHeight: number;
  readOnly: boolean;
  label: string;
  describedBy?: string;
}
