import Offcanvas from 'react-bootstrap/Offcanvas';
import { SidebarNav } from './SidebarNav';
import { SidebarPinButton } from './SidebarPinButton';

interface SidebarProps {
  open: boolean;
  pinned: boolean;
  onClose(): void;
  onPinnedChange(pinned: boolean): void;
}

/**
 * The module navigation (spec 01 §2): pinned, it stays beside the content; otherwise it opens over
 * the page and closes when a link is clicked.
 */
export function Sidebar({ open, pinned, onClose, onPinnedChange }: SidebarProps) {
  if (pinned) {
    return (
      <aside className="app-sidebar-pinned" data-testid="sidebar">
        <div className="sidebar-heading">
          <span>Menu</span>
          <SidebarPinButton pinned onToggle={() => onPinnedChange(false)} />
        </div>
        <SidebarNav />
      </aside>
    );
  }
  return (
    <Offcanvas
      show={open}
      onHide={onClose}
      placement="start"
      className="app-sidebar-overlay"
      data-testid="sidebar"
    >
      <Offcanvas.Header closeButton>
        <Offcanvas.Title as="h2" className="h6 mb-0 me-auto">
          Menu
        </Offcanvas.Title>
        <SidebarPinButton
          pinned={false}
          onToggle={() => {
            onPinnedChange(true);
            onClose();
          }}
        />
      </Offcanvas.Header>
      <Offcanvas.Body className="pt-0">
        <SidebarNav onNavigate={onClose} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
