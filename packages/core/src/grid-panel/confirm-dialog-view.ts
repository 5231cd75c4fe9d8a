// The saved views' delete question, its own chunk (see saved-views.tsx).
export { ConfirmDialog } from '@storeroom/ui';
