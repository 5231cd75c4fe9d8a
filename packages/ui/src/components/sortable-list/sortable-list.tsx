import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { cx } from '../../lib/cx';
import { Stack } from '../stack/stack';

export interface SortableListProps<TItem> {
  items: TItem[];
  /** A stable id per item. */
  getId: (item: TItem) => string | number;
  /** Text naming an item for the handle's label and announcements. */
  getLabel: (item: TItem) => string;
  renderItem: (item: TItem, index: number) => ReactNode;
  /** Called with the reordered items. */
  onReorder: (items: TItem[]) => void;
  /** Adds Move up / Move down buttons beside each item (an alternative to dragging). */
  showMoveButtons?: boolean;
  disabled?: boolean;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/** Moves one item from `from` to `to` (returns a new array). */
export function moveItem<TItem>(items: TItem[], from: number, to: number): TItem[] {
  if (to < 0 || to >= items.length || from === to) return items;
  return arrayMove(items, from, to);
}

function Row({
  id,
  label,
  index,
  count,
  disabled,
  showMoveButtons,
  onMove,
  children,
}: {
  id: string | number;
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  showMoveButtons: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  return (
    <li
      ref={setNodeRef}
      className="sr-sortable__item"
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="sr-sortable__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${label}`}
        disabled={disabled}
      >
        <GripVertical size={14} aria-hidden="true" />
      </button>
      <div className="sr-sortable__content">{children}</div>
      {showMoveButtons ? (
        <span className="sr-sortable__moves">
          <button
            type="button"
            className="sr-tag__remove"
            aria-label={`Move ${label} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp size={14} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="sr-tag__remove"
            aria-label={`Move ${label} down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown size={14} aria-hidden="true" />
          </button>
        </span>
      ) : null}
    </li>
  );
}

/**
 * A vertical list reordered by dragging the handle (mouse, touch, or keyboard: Space to pick
 * up, arrows to move, Space to drop, Escape to cancel), built on dnd-kit.
 */
export function SortableList<TItem>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  showMoveButtons = false,
  disabled = false,
  label,
  className,
}: SortableListProps<TItem>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: string | number | undefined) => {
    const item = items.find((i) => getId(i) === id);
    return item ? getLabel(item) : String(id ?? '');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(items, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  const move = (from: number, to: number) => onReorder(moveItem(items, from, to));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} is over position ${ids.indexOf(over.id) + 1} of ${ids.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${labelOf(active.id)} dropped at position ${ids.indexOf(over.id) + 1} of ${ids.length}.`
              : undefined,
          onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ul" gap={1} className={cx('sr-sortable', className)} aria-label={label}>
          {items.map((item, index) => {
            const id = getId(item);
            return (
              <Row
                key={id}
                id={id}
                label={getLabel(item)}
                index={index}
                count={items.length}
                disabled={disabled}
                showMoveButtons={showMoveButtons}
                onMove={move}
              >
                {renderItem(item, index)}
              </Row>
            );
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
