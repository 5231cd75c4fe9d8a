import { Popover as RadixPopover } from 'radix-ui';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';

const Content = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixPopover.Content>>(
  function PopoverContent({ className, sideOffset = 6, align = 'start', ...rest }, ref) {
    return (
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={ref}
          className={cx('sr-popover', className)}
          sideOffset={sideOffset}
          align={align}
          {...rest}
        />
      </RadixPopover.Portal>
    );
  },
);

/**
 * A floating panel anchored to a trigger, for pickers (date, colour, filters). Compound:
 * `Popover.Root` (`open`/`defaultOpen`/`onOpenChange`), `Popover.Trigger asChild`,
 * `Popover.Anchor`, `Popover.Content`, `Popover.Close`. Escape and outside click close it.
 */
export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Close: RadixPopover.Close,
  Content,
};
