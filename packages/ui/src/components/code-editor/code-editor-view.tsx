// The heavy part of the CodeEditor: CodeMirror 6 and its language packages. Loaded on demand
// by code-editor.tsx so the page that shows an editor pays for it, not the shell.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { jinja } from '@codemirror/lang-jinja';
import { javascript } from '@codemirror/lang-javascript';
import { sass } from '@codemirror/lang-sass';
import {
  HighlightStyle,
  StreamLanguage,
  bracketMatching,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { less } from '@codemirror/legacy-modes/mode/css';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import type { Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { CodeEditorViewProps } from './code-editor-types';
import { CODE_EDITOR_TAB_SIZE } from './languages';
import type { CodeLanguage } from './languages';

function languageExtension(language: CodeLanguage): Extension {
  switch (language) {
    case 'css':
      return css();
    case 'less':
      return StreamLanguage.define(less);
    case 'scss':
      return sass();
    // Twig's tag syntax is Jinja's: the Jinja language highlights {{ }}, {% %} and {# #}
    // over full HTML highlighting (its default base: tags, attributes, embedded CSS and JS).
    case 'twig':
      return jinja();
    case 'html':
      return html();
    case 'js':
      return javascript();
  }
}

/**
 * Syntax colours from the design tokens (`--sr-code-*`), so highlighting follows the light
 * and dark themes with readable contrast in both.
 */
const tokenHighlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword, tags.moduleKeyword],
    color: 'var(--sr-code-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--sr-code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.unit], color: 'var(--sr-code-number)' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--sr-code-comment)',
    fontStyle: 'italic',
  },
  { tag: [tags.tagName, tags.angleBracket], color: 'var(--sr-code-tag)' },
  { tag: [tags.attributeName, tags.className, tags.labelName], color: 'var(--sr-code-attribute)' },
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--sr-code-property)' },
  { tag: [tags.variableName, tags.definition(tags.variableName)], color: 'var(--sr-code-variable)' },
  { tag: [tags.meta, tags.processingInstruction, tags.brace], color: 'var(--sr-code-keyword)' },
  { tag: tags.invalid, color: 'var(--sr-code-invalid)' },
]);

/** Marks a document replaced from outside (a new `value`), which is not an edit to report. */
const external = Annotation.define<boolean>();

function sizeTheme(minHeight: number): Extension {
  return EditorView.theme({
    '&': { minHeight: `${minHeight}px` },
    '.cm-scroller': { minHeight: `${minHeight}px`, fontFamily: 'var(--sr-font-family-mono)' },
  });
}

/** CodeMirror 6 mounted into a div; the document follows `value` when it changes from outside. */
export function CodeEditorView({
  value,
  onChange,
  language,
  minHeight,
  readOnly,
  label,
  describedBy,
}: CodeEditorViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    size: new Compartment(),
  });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Mount once; later prop changes are dispatched as reconfigurations below.
  useEffect(() => {
    const c = compartments.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(tokenHighlightStyle),
          // Tab width 4 (spec 3 §9); Tab indents, Escape then Tab leaves the editor.
          EditorState.tabSize.of(CODE_EDITOR_TAB_SIZE),
          indentUnit.of(' '.repeat(CODE_EDITOR_TAB_SIZE)),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          c.language.of(languageExtension(language)),
          c.readOnly.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          c.size.of(sizeTheme(minHeight)),
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            // Only the user's edits are reported: echoing a loaded file back would, for example,
            // start the twig editor's autosave for a file nobody changed.
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(external))) {
              onChangeRef.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once, updated below
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: external.of(true),
      });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.language.reconfigure(languageExtension(language)),
    });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.size.reconfigure(sizeTheme(minHeight)) });
  }, [minHeight]);

  return <div ref={host} className="sr-code-editor__host" data-language={language} />;
}
