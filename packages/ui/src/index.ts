/**
 * @storeroom/ui: the design system. It knows nothing of plugins, HTTP or routes.
 * Import the styles once in the app: `import '@storeroom/ui/styles.css'`.
 */
export { Button } from './components/button';
export type { ButtonProps, ButtonVariant } from './components/button';
