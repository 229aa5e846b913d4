import type { ReactNode } from 'react';
import { useLocalUser } from '../../auth/hooks/useLocalUser';
import { NoViewRoleLanding } from '../../shell/components/NoViewRoleLanding';

/** Pages that read a system's data: users without the view role get their landing instead (spec 01 §6). */
export function ViewRoleOnly({ children }: { children: ReactNode }) {
  const user = useLocalUser();
  if (!user?.roles.includes('view')) return <NoViewRoleLanding roles={user?.roles ?? []} />;
  return children;
}
