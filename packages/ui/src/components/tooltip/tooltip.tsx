import { Tooltip as RadixTooltip } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Copy } from 'lucide-react';

export interface TooltipProps {
  /** The tip text. */
  content: ReactNode;
  /** One focusable element (a Button, an IconButton); it is wrapped with `asChild`. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay in ms. */
  delayDuration?: number;
}

/**
 * A short hint shown on hover and keyboard focus. Carries its own provider, so it works
 * anywhere without setup.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="sr-tooltip" side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className="sr-tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** How long the "Copied" confirmation stays (spec 3 §9, spec 4 §9: copy tooltip 1 s). */
export const COPY_TOOLTIP_MS = 1000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Accessible name of the button. */
  label?: string;
  /** Confirmation text. */
  copiedLabel?: string;
  /** How long the confirmation shows, in ms (1.5 s for root files, spec 3 §9). */
  duration?: number;
  /** Called after a successful copy. */
  onCopy?: (value: string) => void;
  children?: ReactNode;
}

/** A button that copies `value` and confirms with a "Copied" tooltip for 1 s. */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  duration = COPY_TOOLTIP_MS,
  onCopy,
  children,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Without clipboard permission there is nothing to confirm.
      return;
    }
    onCopy?.(value);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), duration);
  };

  return (
    <RadixTooltip.Provider>
      <RadixTooltip.Root open={copied}>
        <RadixTooltip.Trigger asChild>
          <button
            type="button"
            className="sr-copy-button"
            aria-label={children ? undefined : label}
            data-copied={copied ? '' : undefined}
            onClick={() => {
              void copy();
            }}
          >
            {children ?? <Copy aria-hidden="true" size={14} />}
          </button>
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="sr-tooltip" sideOffset={6}>
            {copiedLabel}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
      <span className="sr-visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </RadixTooltip.Provider>
  );
}
