import { Tabs as RadixTabs } from 'radix-ui';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';

const Root = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.Root>>(function TabsRoot(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Root ref={ref} className={cx('sr-tabs', className)} {...rest} />;
});

const List = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.List>>(function TabsList(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.List ref={ref} className={cx('sr-tabs__list', className)} {...rest} />;
});

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof RadixTabs.Trigger>>(
  function TabsTrigger({ className, ...rest }, ref) {
    return <RadixTabs.Trigger ref={ref} className={cx('sr-tabs__trigger', className)} {...rest} />;
  },
);

const Content = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixTabs.Content>>(
  function TabsContent({ className, ...rest }, ref) {
    return <RadixTabs.Content ref={ref} className={cx('sr-tabs__content', className)} {...rest} />;
  },
);

/**
 * Tabs, compound: `Tabs.Root` (`value`/`defaultValue`/`onValueChange`), `Tabs.List`,
 * `Tabs.Trigger value="..."`, `Tabs.Content value="..."`. Arrow keys move between tabs.
 */
export const Tabs = { Root, List, Trigger, Content };
export type TabsRootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;
