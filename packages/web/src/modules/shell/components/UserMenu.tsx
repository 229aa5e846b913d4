import { productVersion } from '@spendlens/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import type { LocalUser } from '../../../storage/localStore';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { useSelection } from '../../selection/hooks/useSelection';

const links = [
  { to: '/mfa', label: '2-factor authentication' },
  { to: '/downloads', label: 'Download Extractor' },
  { to: '/contact', label: 'Contact us' },
];
/** Pages of a system's data: offered to users with the view role once they have a system. */
const systemLinks = [
  { to: '/extraction_status', label: 'Extraction Status' },
  { to: '/login_log', label: 'Login Log' },
];

/** The menu's links to a system's pages, once the user's systems have loaded and there is one. */
function SystemLinks() {
  const selection = useSelection();
  if (selection.status === 'no_systems' || selection.status === 'loading') return null;
  return systemLinks.map((link) => (
    <Dropdown.Item key={link.to} as={Link} to={link.to}>
      {link.label}
    </Dropdown.Item>
  ));
}

function initialsOf(user: LocalUser): string {
  const initials = `${user.fname.trim().charAt(0)}${user.lname.trim().charAt(0)}`.toUpperCase();
  return initials || user.username.charAt(0).toUpperCase();
}

/**
 * The user menu of spec 01 §2: who is signed in, account links, Sign Out and the version label.
 * Extraction Status and Login Log read a system's data: they are offered to users with the view role
 * (`canView`) who have a system, never to a user they would turn away or leave loading.
 */
export function UserMenu({ user, canView }: { user: LocalUser; canView: boolean }) {
  const signOut = useSignOut();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="user-menu"
        className="user-menu-toggle"
        data-testid="user-menu"
      >
        <span className="user-avatar" aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className="visually-hidden">User menu for {user.username}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme="light" className="user-menu shadow">
        <div className="px-3 py-2">
          <div className="fw-semibold text-break" data-testid="user-menu-username">
            {user.username}
          </div>
          <div>
            {user.fname} {user.lname}
          </div>
          <div className="text-body-secondary small">{user.company}</div>
        </div>
        <Dropdown.Divider />
        {links.map((link) => (
          <Dropdown.Item key={link.to} as={Link} to={link.to}>
            {link.label}
          </Dropdown.Item>
        ))}
        {canView && <SystemLinks />}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void signOut()} data-testid="sign-out">
          Sign Out
        </Dropdown.Item>
        <Dropdown.Divider />
        <div className="px-3 small text-body-secondary">Version {productVersion}</div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
