import { NavLink } from 'react-router';
import { useSelection } from '../../selection/hooks/useSelection';
import { useSelectionSearch } from '../../selection/hooks/useSelectionSearch';
import { navModules, toolLinks } from '../utils/navModules';
import { SidebarModuleItem } from './SidebarModuleItem';

/**
 * The links of the sidebar: the dashboard, one entry per module of the display configuration, then the
 * tool pages (KPIs, Analysis Lists, Display Config).
 */
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
      {selection.status === 'ready' && (
        <>
          <div className="sidebar-section-heading" id="sidebar-tools">
            Tools
          </div>
          <ul className="sidebar-nav list-unstyled mb-0" aria-labelledby="sidebar-tools">
            {toolLinks(selection.system).map((link) => (
              <li key={link.to}>
                <NavLink to={{ pathname: link.to, search }} className="sidebar-link" onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
