import '@storeroom/ui/styles.css';
import '@storeroom/core/styles.css';
import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';

type Theme = 'light' | 'dark';

/**
 * The theme switch (toolbar "Theme": Light / Dark) puts `data-theme` on a wrapper and, on a
 * story's own canvas, on <html> too: dialogs, panels, menus and toasts render in portals at
 * the end of <body>, outside the wrapper, and the admin's theme lives on <html> as well.
 * Docs pages show light and dark stories side by side, so there only the wrapper gets it.
 */
function ThemeRoot({ theme, onCanvas, children }: { theme: Theme; onCanvas: boolean; children: ReactNode }) {
  const apply = () => {
    if (onCanvas) document.documentElement.dataset.theme = theme;
  };
  // Before the first paint, so portals never flash in the other theme.
  useLayoutEffect(apply);
  // And after the story's own effects (a parent's effects run after its children's): a story
  // that renders the admin's ThemeSync (the login page, whole screens) would otherwise put the
  // system's theme on <html> over the toolbar's.
  useEffect(apply);
  return (
    <div data-theme={theme} className="sr-story-root">
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot
    theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
    onCanvas={context.viewMode === 'story' && typeof document !== 'undefined'}
  >
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme: every story can be seen in light and in dark',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  tags: ['autodocs'],
};

export default preview;
