import { DropdownMenu } from 'radix-ui';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cx } from '../../lib/cx';

const Root = DropdownMenu.Root;
const Trigger = DropdownMenu.Trigger;
const Group = DropdownMenu.Group;
const Sub = DropdownMenu.Sub;

const Content = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenu.Content>>(
  function MenuContent({ className, sideOffset = 4, align = 'start', ...rest }, ref) {
    return (
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={ref}
          className={cx('sr-menu', className)}
          sideOffset={sideOffset}
          align={align}
          {...rest}
        />
      </DropdownMenu.Portal>
    );
  },
);

export interface MenuItemProps extends ComponentPropsWithoutRef<typeof DropdownMenu.Item> {
  icon?: ReactNode;
  /** `danger` for destructive actions (delete). */
  tone?: 'default' | 'danger';
  /** Keyboard hint shown at the end. */
  shortcut?: string;
}

const Item = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { className, icon, tone = 'default', shortcut, children, ...rest },
  ref,
) {
  return (
    <DropdownMenu.Item ref={ref} className={cx('sr-menu__item', className)} data-tone={tone} {...rest}>
      {icon ? (
        <span className="sr-menu__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="sr-menu__text">{children}</span>
      {shortcut ? <span className="sr-menu__shortcut">{shortcut}</span> : null}
    </DropdownMenu.Item>
  );
});

const CheckboxItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenu.CheckboxItem>>(
  function MenuCheckboxItem({ className, children, ...rest }, ref) {
    return (
      <DropdownMenu.CheckboxItem ref={ref} className={cx('sr-menu__item', className)} {...rest}>
        <span className="sr-menu__icon" aria-hidden="true">
          <DropdownMenu.ItemIndicator>
            <Check size={14} />
          </DropdownMenu.ItemIndicator>
        </span>
        <span className="sr-menu__text">{children}</span>
      </DropdownMenu.CheckboxItem>
    );
  },
);

function Label({ className, ...rest }: ComponentPropsWithoutRef<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cx('sr-menu__label', className)} {...rest} />;
}

function Separator({ className, ...rest }: ComponentPropsWithoutRef<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cx('sr-menu__separator', className)} {...rest} />;
}

const SubTrigger = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenu.SubTrigger>>(
  function MenuSubTrigger({ className, ...rest }, ref) {
    return <DropdownMenu.SubTrigger ref={ref} className={cx('sr-menu__item', className)} {...rest} />;
  },
);

const SubContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenu.SubContent>>(
  function MenuSubContent({ className, ...rest }, ref) {
    return (
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent ref={ref} className={cx('sr-menu', className)} {...rest} />
      </DropdownMenu.Portal>
    );
  },
);

/**
 * Dropdown menu of actions, compound: `Menu.Root` (`open`/`defaultOpen`/`onOpenChange`),
 * `Menu.Trigger asChild`, `Menu.Content`, `Menu.Item onSelect`, `Menu.CheckboxItem`,
 * `Menu.Label`, `Menu.Separator`, `Menu.Group`, `Menu.Sub`/`SubTrigger`/`SubContent`.
 * Arrow keys move, typing jumps to an item, Escape closes and returns focus.
 */
export const Menu = {
  Root,
  Trigger,
  Content,
  Item,
  CheckboxItem,
  Label,
  Separator,
  Group,
  Sub,
  SubTrigger,
  SubContent,
};
/** Alias: the dropdown is the menu. */
export const Dropdown = Menu;
