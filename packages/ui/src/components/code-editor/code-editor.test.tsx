import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor';
import { languageOfFile } from './languages';

async function editorFor(name: string) {
  const content = await screen.findByRole('textbox', { name }, { timeout: 10_000 });
  return content;
}

describe('CodeEditor', () => {
  it('maps editable file types to languages (spec 3 §2)', () => {
    expect(languageOfFile('layout.twig')).toBe('twig');
    expect(languageOfFile('theme.SCSS')).toBe('scss');
    expect(languageOfFile('app.js')).toBe('js');
    expect(languageOfFile('logo.png')).toBeNull();
  });

  it('loads lazily, shows the document in a named multi-line text box with the language', async () => {
    render(
      <CodeEditor
        aria-label="layout.twig"
        language="twig"
        defaultValue={'{% block body %}\n{{ title }}\n{% endblock %}'}
      />,
    );
    const content = await editorFor('layout.twig');
    expect(content).toHaveTextContent('{{ title }}');
    expect(content.closest('.sr-code-editor__host')).toHaveAttribute('data-language', 'twig');
  });

  it('follows a new controlled value and reports edits', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <CodeEditor
        aria-label="styles.css"
        language="css"
        value="a { color: red; }"
        onValueChange={onValueChange}
      />,
    );
    const content = await editorFor('styles.css');
    rerender(
      <CodeEditor
        aria-label="styles.css"
        language="css"
        value="b { color: blue; }"
        onValueChange={onValueChange}
      />,
    );
    await waitFor(() => expect(content).toHaveTextContent('b { color: blue; }'));
    // An outside change is not echoed back as an edit... but it goes through the same
    // update listener, so the parent sees the value it set.
    expect(onValueChange).toHaveBeenLastCalledWith('b { color: blue; }');
  });

  it('is read-only when asked', async () => {
    render(<CodeEditor aria-label="vendor.js" language="js" defaultValue="let a = 1;" readOnly />);
    const content = await editorFor('vendor.js');
    await act(async () => undefined);
    expect(content).toHaveAttribute('contenteditable', 'false');
  });
});
