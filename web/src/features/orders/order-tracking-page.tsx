import { useParams } from 'react-router-dom';
import { OrderPageLayout, parseOrderId } from './order-page-layout';

/**
 * /order/:id (Track Order). A signed-in customer's page follows the order live: the
 * 'order-status' messages of the customer's own topic make it read the order again. Guests
 * have no order topic and use Refresh Status.
 */
export default function OrderTrackingPage() {
  const { id } = useParams();
  return <OrderPageLayout orderId={parseOrderId(id)} title="Track Order" />;
}
