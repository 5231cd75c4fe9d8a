import { SidePanel } from '@storeroom/ui';
import type { ReactNode } from 'react';

export interface PanelViewProps {
  title: ReactNode;
  width?: number;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The open row's side panel (non-modal: the grid stays usable beside it). Its own module,
 * loaded when a row first opens: the dialog primitives (focus scope, dismissable layer, portal)
 * stay out of what a list downloads before its first rows (issue 15 item 6).
 */
export function PanelView({ title, width, onClose, children }: PanelViewProps) {
  return (
    <SidePanel.Root
      modal={false}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <SidePanel.Content title={title} width={width}>
        {children}
      </SidePanel.Content>
    </SidePanel.Root>
  );
}
