import Button from 'react-bootstrap/Button';
import { Icon } from './Icon';

/** Pins the sidebar open beside the content, or unpins it back to an overlay. */
export function SidebarPinButton({ pinned, onToggle }: { pinned: boolean; onToggle(): void }) {
  return (
    <Button
      variant={pinned ? 'secondary' : 'outline-secondary'}
      size="sm"
      onClick={onToggle}
      aria-pressed={pinned}
      title={pinned ? 'Unpin the menu' : 'Pin the menu open'}
      data-testid="sidebar-pin"
    >
      <Icon name="pin" size={14} /> <span className="small">{pinned ? 'Unpin' : 'Pin'}</span>
    </Button>
  );
}
