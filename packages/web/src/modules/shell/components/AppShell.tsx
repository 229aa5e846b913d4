import { useLocalUser } from '../../auth/hooks/useLocalUser';
import { SelectionProvider } from '../../selection/components/SelectionProvider';
import { ShellFrame } from './ShellFrame';

/**
 * The authenticated application (spec 01 §2). Users with the view role get the shared parameters;
 * the others only the frame and their landing messages (spec 01 §6).
 */
export function AppShell() {
  const user = useLocalUser();
  if (!user) return null;
  const canView = user.roles.includes('view');
  if (!canView) return <ShellFrame user={user} canView={false} />;
  return (
    <SelectionProvider>
      <ShellFrame user={user} canView />
    </SelectionProvider>
  );
}
