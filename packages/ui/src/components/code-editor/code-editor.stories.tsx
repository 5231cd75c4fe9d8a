import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field';
import { CodeEditor } from './code-editor';
import { CODE_LANGUAGES } from './languages';

const twig = `{% extends "layout.twig" %}
{% block content %}
    <h1>{{ product.title }}</h1>
    {% for variant in product.variants %}
        <span class="price">{{ variant.price }}</span>
    {% endfor %}
{% endblock %}`;

const meta = {
  title: 'UI/Editors/CodeEditor',
  component: CodeEditor,
  args: { language: 'twig', defaultValue: twig, 'aria-label': 'product.twig', minHeight: 240 },
  argTypes: {
    language: { control: 'select', options: [...CODE_LANGUAGES] },
    minHeight: { control: { type: 'range', min: 100, max: 800, step: 20 } },
  },
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Twig: Story = {};
export const Css: Story = {
  args: { language: 'css', defaultValue: '.header {\n    color: #26334c;\n}\n', 'aria-label': 'theme.css' },
};
export const Scss: Story = {
  args: {
    language: 'scss',
    defaultValue: '$brand: #33ab65;\n.btn {\n    &:hover { color: $brand; }\n}\n',
    'aria-label': 'theme.scss',
  },
};
export const JavaScript: Story = {
  args: {
    language: 'js',
    defaultValue: 'document.querySelectorAll(".price").forEach((el) => {\n    el.hidden = false;\n});\n',
    'aria-label': 'app.js',
  },
};
export const Empty: Story = { args: { defaultValue: '' } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Error: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Template" error="Error happened while reading file. Not found">
      <CodeEditor {...args} />
    </Field>
  ),
};
export const LongContent: Story = {
  args: {
    defaultValue: Array.from({ length: 200 }, (_, i) => `<p>Line ${i + 1} {{ value_${i} }}</p>`).join('\n'),
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
