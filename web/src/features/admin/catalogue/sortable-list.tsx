import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Group, Paper, Stack, UnstyledButton } from '@mantine/core';

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** Called with every id in the new order after a drop that moved something. */
  onReorder: (ids: number[]) => void;
  label: (item: T) => string;
  render: (item: T) => ReactNode;
}

/**
 * A list put in order by dragging its handles: mouse, touch (a tablet) or keyboard (space to
 * pick up, arrows to move, space to drop).
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  label,
  render,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={label(item)}>
              {render(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, children }: { id: number; label: string; children: ReactNode }) {
  useLanguage();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{
        // Moves only: scaling would squash rows of different heights.
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <Group wrap="nowrap">
        <UnstyledButton
          {...attributes}
          {...listeners}
          aria-label={m.adminCatalogue_dragToMove({ name: label })}
          style={{ cursor: 'grab', touchAction: 'none', padding: '4px 8px' }}
        >
          ⠿
        </UnstyledButton>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}
