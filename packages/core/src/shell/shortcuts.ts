/**
 * The admin's keyboard shortcuts: the state of the command palette and of the "Keyboard
 * shortcuts" help (shared by the header, the user menu and the palette), and the list the
 * help shows. Kept small: it is in the shell's first load; the palette, the help and the list
 * of shortcuts (`keyboard-shortcuts.ts`) are not.
 */
import { atom } from 'jotai/vanilla';
import { useAtom } from 'jotai/react';
import { useAdmin } from '../admin/admin-context';

/** Whether the command palette is open. */
export const commandPaletteOpenAtom = atom(false);
/** Whether the "Keyboard shortcuts" help is open. */
export const shortcutsHelpOpenAtom = atom(false);

/** The command palette's open state (`[open, setOpen]`). */
export function useCommandPaletteOpen() {
  const { session } = useAdmin();
  return useAtom(commandPaletteOpenAtom, { store: session.store });
}

/** The "Keyboard shortcuts" help's open state (`[open, setOpen]`). */
export function useShortcutsHelpOpen() {
  const { session } = useAdmin();
  return useAtom(shortcutsHelpOpenAtom, { store: session.store });
}

/** Whether the keyboard event comes from a place where typing a character means text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** Ctrl+K, or ⌘K on a Mac: the palette's shortcut. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}
