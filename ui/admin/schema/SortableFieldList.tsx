import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface SortableItemProps {
  id: string;
  label: string;
  children: ReactNode;
  invalid: boolean;
}

function SortableItem({ id, label, children, invalid }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  return (
    <li ref={setNodeRef} className={invalid ? 'admin-builder-item admin-field-error' : 'admin-builder-item'} data-invalid={invalid || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" className="admin-drag" aria-label={`Drag ${label}`} {...attributes} {...listeners}>⠿</button>
      <div className="admin-builder-body">{children}</div>
    </li>
  );
}

interface SortableFieldListProps {
  items: ReadonlyArray<{ key: string; label: string; invalid: boolean; content: ReactNode }>;
  onMove: (from: number, to: number) => void;
}

/**
 * The form builder's fields as a drag-sortable list (pointer, or keyboard: focus the handle,
 * Space, arrows, Space). The parent rebuilds the field order from the visible order.
 */
export function SortableFieldList({ items, onMove }: SortableFieldListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className="admin-builder-list" aria-label="Fields">
          {items.map((item) => <SortableItem key={item.key} id={item.key} label={item.label} invalid={item.invalid}>{item.content}</SortableItem>)}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
