import { ComingSoon } from '../../components/coming-soon';

export default function AccountPage() {
  return <ComingSoon title="My Account" text="Manage your VPN devices and subscriptions" icon="settings" />;
}
