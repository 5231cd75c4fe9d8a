/** Moved: the contract (temporary re-export while the plugin migrates). */
export * from './contract';
