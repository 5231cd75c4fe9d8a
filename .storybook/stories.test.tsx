/**
 * Story smoke test: renders every story of the repo once (portable stories) and fails on a
 * render error or an axe violation. Colour contrast is checked in the browser (the a11y
 * addon); jsdom computes no styles, so that one rule is left to it.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as previewAnnotations from './preview';

type StoryModule = { default: Meta } & Record<string, unknown>;

const modules = import.meta.glob<StoryModule>(
  [
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/core/src/**/*.stories.tsx',
    '../packages/plugins/*/src/**/*.stories.tsx',
    '../examples/*/src/**/*.stories.tsx',
  ],
  { eager: true },
);

const annotations = setProjectAnnotations([previewAnnotations]);
beforeAll(annotations.beforeAll);

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<
    [string, StoryFn & { run: () => Promise<void> }]
  >;
  it.each(stories)('%s renders without errors or axe violations', async (_name, Story) => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      await Story.run();
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

it('finds stories to render', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  // keep `render` referenced for stories that need a custom container in the future
  expect(typeof render).toBe('function');
});
