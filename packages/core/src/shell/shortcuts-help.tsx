import { Dialog } from '@storeroom/ui';
import { Fragment } from 'react';
import { KEYBOARD_SHORTCUTS } from './keyboard-shortcuts';
import type { KeyboardShortcut } from './keyboard-shortcuts';

export interface ShortcutsHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on close (the shell returns it where it was). */
  onCloseAutoFocus?: (event: Event) => void;
}

function Keys({ keys }: { keys: KeyboardShortcut['keys'] }) {
  return (
    <>
      {keys.map((combo, i) => (
        <Fragment key={combo.join('+')}>
          {i > 0 ? <span className="sr-muted"> or </span> : null}
          {combo.map((key, j) => (
            <Fragment key={key}>
              {j > 0 ? '+' : null}
              <kbd className="sr-kbd">{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The "Keyboard shortcuts" help, reachable from the command palette, the user menu and `?`:
 * every shortcut of the admin, grouped by where it works.
 */
export function ShortcutsHelp({ open, onOpenChange, onCloseAutoFocus }: ShortcutsHelpProps) {
  const scopes = [...new Set(KEYBOARD_SHORTCUTS.map((s) => s.scope))];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="Keyboard shortcuts" size="md" onCloseAutoFocus={onCloseAutoFocus}>
        {scopes.map((scope) => (
          <table key={scope} className="sr-shortcuts-table">
            <caption>{scope}</caption>
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {KEYBOARD_SHORTCUTS.filter((s) => s.scope === scope).map((shortcut) => (
                <tr key={`${shortcut.keys.flat().join()}-${shortcut.description}`}>
                  <td>
                    <Keys keys={shortcut.keys} />
                  </td>
                  <td>{shortcut.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  );
}
