import { useState } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import { NavLink, useLocation } from 'react-router';
import { pagePath, type NavModule } from '../utils/navModules';
import { Icon } from './Icon';

interface SidebarModuleItemProps {
  item: NavModule;
  search: string;
  onNavigate?: () => void;
}

/** One module of the sidebar: a link, or a submenu of its pages that opens on click. */
export function SidebarModuleItem({ item, search, onNavigate }: SidebarModuleItemProps) {
  const { module, pages } = item;
  const location = useLocation();
  const isCurrent =
    location.pathname === `/${module.name}` || location.pathname.startsWith(`/${module.name}/`);
  const [open, setOpen] = useState(isCurrent);

  if (pages.length === 0) {
    return (
      <li>
        <NavLink to={{ pathname: `/${module.name}`, search }} className="sidebar-link" onClick={onNavigate}>
          {module.displayName}
        </NavLink>
      </li>
    );
  }

  const submenuId = `sidebar-module-${module.name}`;
  return (
    <li>
      <button
        type="button"
        className={`sidebar-link sidebar-module ${isCurrent ? 'current' : ''}`}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{module.displayName}</span>
        <Icon name="chevron" size={16} className={`sidebar-chevron ${open ? 'open' : ''}`} />
      </button>
      <Collapse in={open}>
        <ul id={submenuId} className="sidebar-submenu list-unstyled">
          {pages.map((page) => (
            <li key={page.name}>
              <NavLink
                to={{ pathname: pagePath(module.name, page.name), search }}
                className="sidebar-link sidebar-page"
                onClick={onNavigate}
              >
                {page.displayName}
              </NavLink>
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  );
}
