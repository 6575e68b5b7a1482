import { ComingSoon } from '../../components/coming-soon';

export default function AdminOrdersPage() {
  return <ComingSoon title="Order Management" text="Orders, statuses and customers at a glance." icon="package" />;
}
