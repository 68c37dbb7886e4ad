import { useContext, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BarPickupBoard, BarPickupStage } from '@shop/contracts';
import { RealtimeContext, useRealtimeTopic } from '@/lib/realtime-context';
import { api } from '@/lib/api-client';

/** GET /api/bars/{slug}/pickup-board: the numbers a bar's screen shows, and its live topic. */
export const pickupBoardQuery = (slug: string) =>
  queryOptions({
    queryKey: [`/api/bars/${encodeURIComponent(slug)}/pickup-board`],
    queryFn: () => api.get<BarPickupBoard>(`/api/bars/${encodeURIComponent(slug)}/pickup-board`),
  });

/**
 * The screen after one live message: the number leaves both columns and joins the one its
 * stage names, at the end (the newest last); 'gone' only removes it. Applying a message twice
 * changes nothing.
 */
export function applyPickupStage(
  board: BarPickupBoard,
  orderId: number,
  stage: BarPickupStage,
): BarPickupBoard {
  const without = (ids: number[]) => ids.filter((id) => id !== orderId);
  const preparing = without(board.preparing);
  const ready = without(board.ready);
  if (stage === 'preparing') preparing.push(orderId);
  if (stage === 'ready') ready.push(orderId);
  return { ...board, preparing, ready };
}

/**
 * The bar's screen, kept current over the live connection: each `bar-pickup` message on its
 * public topic moves one number; every (re)connection reads the whole screen again, since
 * nothing sent while no socket listened is replayed.
 */
export function usePickupBoard(slug: string) {
  const queryClient = useQueryClient();
  const board = useQuery(pickupBoardQuery(slug));
  const topic = board.data?.topic ?? null;
  useRealtimeTopic(topic);
  const { listen } = useContext(RealtimeContext);
  useEffect(() => {
    const { queryKey } = pickupBoardQuery(slug);
    return listen?.({
      onMessage: (message) => {
        if (message.type !== 'bar-pickup' || message.topic !== topic) return;
        queryClient.setQueryData<BarPickupBoard>(
          queryKey,
          (current) => current && applyPickupStage(current, message.orderId, message.stage),
        );
      },
      onOpen: () => void queryClient.invalidateQueries({ queryKey }),
    });
  }, [listen, queryClient, slug, topic]);
  return board;
}
