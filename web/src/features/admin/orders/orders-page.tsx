import { KitchenBoardPage } from '../kitchen/kitchen-board-page';

export default function OrdersPage() {
  return <KitchenBoardPage />;
}
