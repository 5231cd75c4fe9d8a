import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor';
import { languageOfFile } from './languages';

async function editorFor(name: string) {
  const content = await screen.findByRole('textbox', { name }, { timeout: 30_000 });
  return content;
}

/** A twig editor named after its file, with this document; its text box once loaded. */
async function twigEditor(file: string, document: string) {
  render(<CodeEditor aria-label={file} language="twig" defaultValue={document} />);
  return editorFor(file);
}

describe('CodeEditor', () => {
  it('maps editable file types to languages (spec 3 §2)', () => {
    expect(languageOfFile('layout.twig')).toBe('twig');
    expect(languageOfFile('theme.SCSS')).toBe('scss');
    expect(languageOfFile('app.js')).toBe('js');
    expect(languageOfFile('logo.png')).toBeNull();
  });

  it('loads lazily, shows the document in a named multi-line text box with the language', async () => {
    const content = await twigEditor('layout.twig', '{% block body %}\n{{ title }}\n{% endblock %}');
    expect(content).toHaveTextContent('{{ title }}');
    expect(content.closest('.sr-code-editor__host')).toHaveAttribute('data-language', 'twig');
  });

  it('highlights twig tags and the HTML around them', async () => {
    const content = await twigEditor('card.twig', '<div class="card">{{ product.title }}</div>');
    // Highlighted tokens are wrapped in spans: the HTML tag name and the twig variable both are.
    await waitFor(() => {
      const tokens = [...content.querySelectorAll('span')].map((span) => span.textContent);
      expect(tokens).toContain('div');
      expect(tokens).toContain('product');
    });
  });

  it('follows a new controlled value without reporting it as an edit', async () => {
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
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('reports what the user types', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CodeEditor aria-label="app.js" language="js" defaultValue="" onValueChange={onValueChange} />);
    const content = await editorFor('app.js');
    await user.click(content);
    await user.keyboard('x');
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(expect.stringContaining('x')));
  });

  it('is read-only when asked', async () => {
    render(<CodeEditor aria-label="vendor.js" language="js" defaultValue="let a = 1;" readOnly />);
    const content = await editorFor('vendor.js');
    await act(async () => undefined);
    expect(content).toHaveAttribute('contenteditable', 'false');
  });
});
