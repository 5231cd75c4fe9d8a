import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { slotId } from '../plugin/slots';
import type { AnySlot, PropsOfSlot } from '../plugin/slots';
import { hasAccess, useAdmin, usePrincipal } from './admin-context';

interface BoundaryProps {
  label: string;
  children?: ReactNode;
}

/**
 * Catches a failing slot component so the page around it keeps working; the failure is shown
 * in place (and logged) instead.
 */
export class SlotErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Slot component ${this.props.label} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="sr-slot-error" role="alert">
          This section could not be shown ({this.props.label}).
        </div>
      );
    }
    return this.props.children;
  }
}

export type SlotElementProps<TSlot extends AnySlot> = {
  slot: TSlot;
} & (keyof PropsOfSlot<TSlot> extends never ? { props?: PropsOfSlot<TSlot> } : { props: PropsOfSlot<TSlot> });

/**
 * Declares an extension point on a screen: renders every plugin fill of `slot` (a ref from
 * the screen's plugin contract, or a core slot's name) in a stable order (by `order`, then
 * plugin registration), each inside its own error boundary, and only those the user has
 * access to.
 *
 * @example
 * <Slot slot={REVIEW_PANEL_SECTIONS} props={{ reviewId: review.id }} />
 */
export function Slot<TSlot extends AnySlot>({ slot, props }: SlotElementProps<TSlot>) {
  const { model } = useAdmin();
  const principal = usePrincipal();
  const fills = (model.slots.get(slotId(slot)) ?? []).filter((f) => hasAccess(principal, f.subject));
  if (fills.length === 0) return null;
  return (
    <>
      {fills.map(({ pluginId, fill }) => {
        const FillComponent = fill.component as React.ComponentType<PropsOfSlot<TSlot>>;
        return (
          <SlotErrorBoundary key={`${pluginId}:${fill.id}`} label={`${pluginId}/${fill.id}`}>
            <FillComponent {...((props ?? {}) as PropsOfSlot<TSlot>)} />
          </SlotErrorBoundary>
        );
      })}
    </>
  );
}
