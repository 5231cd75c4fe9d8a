import '@storeroom/ui/styles.css';
import type { Preview } from '@storybook/react-vite';

/** Global decorators: the theme switch (light/dark) applies `data-theme` on a wrapper. */
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
    (Story, context) => (
      <div data-theme={context.globals.theme === 'dark' ? 'dark' : 'light'} className="sr-story-root">
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
