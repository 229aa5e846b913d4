import { NavLink } from 'react-router';
import { useSelection } from '../../selection/hooks/useSelection';
import { useSelectionSearch } from '../../selection/hooks/useSelectionSearch';
import { navModules } from '../utils/navModules';
import { SidebarModuleItem } from './SidebarModuleItem';

/** The links of the sidebar: the dashboard, then one entry per module of the display configuration. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const selection = useSelection();
  const search = useSelectionSearch();
  const items = selection.status === 'ready' ? navModules(selection.displayConfig, selection.system) : [];
  return (
    <nav aria-label="Modules">
      <ul className="sidebar-nav list-unstyled mb-0">
        <li>
          <NavLink to={{ pathname: '/', search }} end className="sidebar-link" onClick={onNavigate}>
            Dashboard
          </NavLink>
        </li>
        {items.map((item) => (
          <SidebarModuleItem key={item.module.name} item={item} search={search} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
