import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/** One Storybook for the design system, the core shell parts and every plugin's screens. */
const config: StorybookConfig = {
  stories: [
    './introduction.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/core/src/**/*.stories.@(ts|tsx)',
    '../packages/plugins/*/src/**/*.stories.@(ts|tsx)',
    '../examples/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook does not read the apps' Vite config: resolve workspace sources here too.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { resolve: { conditions: ['@storeroom/source', ...defaultClientConditions] } }),
};

export default config;
