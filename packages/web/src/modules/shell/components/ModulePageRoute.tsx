import { Navigate, useParams } from 'react-router';
import { useLocalUser } from '../../auth/hooks/useLocalUser';
import { modulesWithoutViewRole, specialModules } from '../utils/specialModules';
import { AnalysisRoute } from './AnalysisRoute';
import { NoMatchPage } from './NoMatchPage';
import { NoViewRoleLanding } from './NoViewRoleLanding';

/** /:moduleName?/:pageName? with the defaults dashboard / dashboard (spec 01 §2). */
export function ModulePageRoute() {
  const user = useLocalUser();
  const params = useParams();
  const { moduleName = 'dashboard', pageName = 'dashboard' } = params;
  const canView = user?.roles.includes('view') ?? false;

  // Without the view role only /contact, /downloads and /mfa are reachable; / shows the landing (spec 01 §6).
  if (!canView && !modulesWithoutViewRole.includes(moduleName)) {
    if (params.moduleName !== undefined) return <Navigate to="/" replace />;
    return <NoViewRoleLanding roles={user?.roles ?? []} />;
  }
  // A special module's own route (appRouter) serves its page; any other page under it is not found.
  if (specialModules.includes(moduleName)) return <NoMatchPage />;
  return <AnalysisRoute moduleName={moduleName} pageName={pageName} />;
}
