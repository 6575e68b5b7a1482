import { ComingSoon } from '../../components/coming-soon';

export default function AdminUsersPage() {
  return <ComingSoon title="User Management" text="Users and their roles." icon="settings" />;
}
