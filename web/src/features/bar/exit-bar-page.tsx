import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { exitBarMode } from '@/features/cart';
import { clearBarOrderData } from './bar-session';

/** /bars/exit-bar: leaves bar mode and goes home. The cart stays as it is. */
export default function ExitBarPage() {
  const navigate = useNavigate();
  useEffect(() => {
    exitBarMode();
    clearBarOrderData();
    void navigate('/', { replace: true });
  }, [navigate]);
  return <CenteredLoader />;
}
