import Button from 'react-bootstrap/Button';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router';
import type { LocalUser } from '../../../storage/localStore';
import { BrandMark } from './BrandMark';
import { Icon } from './Icon';
import { TopBarSelectors } from './TopBarSelectors';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  user: LocalUser;
  /** Users with the view role get the sidebar button and the parameter dropdowns. */
  canView: boolean;
  onMenuClick(): void;
}

export function TopBar({ user, canView, onMenuClick }: TopBarProps) {
  return (
    <Navbar bg="dark" data-bs-theme="dark" className="app-topbar" as="header">
      {canView && (
        <Button
          variant="link"
          className="sidebar-toggle"
          aria-label="Toggle navigation"
          onClick={onMenuClick}
          data-testid="sidebar-toggle"
        >
          <Icon name="menu" size={22} />
        </Button>
      )}
      <Navbar.Brand as={Link} to="/" className="me-3">
        <BrandMark />
      </Navbar.Brand>
      <div className="topbar-right">
        {canView && <TopBarSelectors />}
        <UserMenu user={user} canView={canView} />
      </div>
    </Navbar>
  );
}
