import { ComingSoon } from '../../components/coming-soon';

export default function CheckoutPage() {
  return <ComingSoon title="Checkout" text="Secure multi-step checkout for your devices and plans." icon="credit-card" />;
}
