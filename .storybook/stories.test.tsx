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

// Loaded lazily (dynamic imports, not an eager glob): a story file that fails to import (a work-in-progress
// plugin) fails its own test instead of the whole run, and `STORIES=<substring>` narrows the
// run to matching files (e.g. `STORIES=packages/ui pnpm vitest run --project stories`).
const loaders = import.meta.glob<StoryModule>([
  '../packages/ui/src/**/*.stories.tsx',
  '../packages/core/src/**/*.stories.tsx',
  '../packages/plugins/*/src/**/*.stories.tsx',
  '../examples/*/src/**/*.stories.tsx',
]);
const only = process.env.STORIES;
const selected = Object.entries(loaders).filter(([path]) => !only || path.includes(only));
const modules = await Promise.all(
  selected.map(async ([path, load]) => {
    try {
      return [path, { module: await load() }] as const;
    } catch (error) {
      return [path, { error }] as const;
    }
  }),
);

const annotations = setProjectAnnotations([previewAnnotations]);
beforeAll(annotations.beforeAll);

async function axeViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    // Not into frames: jsdom gives axe no working messaging with a frame (a sandboxed email
    // preview failed now and then with "Respondable target must be a frame in the current
    // window"); a frame's own page is checked in Chromium.
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

describe.each(modules)('%s', (_path, loaded) => {
  if (!('module' in loaded)) {
    it('imports', () => {
      throw loaded.error;
    });
    return;
  }
  const stories = Object.entries(composeStories(loaded.module)) as Array<
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
  expect(Object.keys(loaders).length).toBeGreaterThan(0);
  // keep `render` referenced for stories that need a custom container in the future
  expect(typeof render).toBe('function');
});
