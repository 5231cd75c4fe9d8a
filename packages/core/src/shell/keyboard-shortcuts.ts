/** The list the "Keyboard shortcuts" help shows (loaded with the help, not with the shell). */

/** One line of the "Keyboard shortcuts" help. */
export interface KeyboardShortcut {
  /** Key combinations, each a list of keys pressed together, e.g. `[['Ctrl', 'K'], ['⌘', 'K']]`. */
  keys: readonly (readonly string[])[];
  description: string;
  /** Where it works. */
  scope: 'Everywhere' | 'Command palette' | 'Lists' | 'Menus and dialogs';
}

/** Every shortcut of the admin, as the help lists them (and packages/core/README.md). */
export const KEYBOARD_SHORTCUTS: readonly KeyboardShortcut[] = [
  {
    keys: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    description: 'Open or close the command palette',
    scope: 'Everywhere',
  },
  { keys: [['/']], description: 'Go to the header search', scope: 'Everywhere' },
  { keys: [['?']], description: 'Show the keyboard shortcuts', scope: 'Everywhere' },
  { keys: [['Tab']], description: 'First stop on a page: skip to the main content', scope: 'Everywhere' },
  { keys: [['↑'], ['↓']], description: 'Move through pages, records and commands', scope: 'Command palette' },
  { keys: [['Enter']], description: 'Open the highlighted entry', scope: 'Command palette' },
  { keys: [['↑'], ['↓']], description: 'Move between rows', scope: 'Lists' },
  { keys: [['Enter']], description: "Open the focused row's detail", scope: 'Lists' },
  { keys: [['Space']], description: 'Select or unselect the focused row', scope: 'Lists' },
  {
    keys: [['Esc']],
    description: 'Close the menu, dialog, side panel or palette',
    scope: 'Menus and dialogs',
  },
];
