import '@storeroom/ui/styles.css';
import type { Preview } from '@storybook/react-vite';

/** Global decorators: the theme switch (light/dark) applies `data-theme` (wrapper and <html>). */
const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      // Dialogs, panels, menus and toasts render in portals at the end of <body>, outside the
      // wrapper: on a story's own canvas the theme goes on <html> too (as apps set it). Docs
      // pages show light and dark stories side by side, so there only the wrapper gets it.
      if (context.viewMode === 'story' && typeof document !== 'undefined') {
        document.documentElement.dataset.theme = theme;
      }
      return (
        <div data-theme={theme} className="sr-story-root">
          <Story />
        </div>
      );
    },
  ],
  tags: ['autodocs'],
};

export default preview;
