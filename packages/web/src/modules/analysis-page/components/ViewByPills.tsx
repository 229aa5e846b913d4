import Nav from 'react-bootstrap/Nav';

/** The summary's 'view by' selector (spec 01 §2) as pills. */
export function ViewByPills({
  items,
  value,
  onChange,
}: {
  items: { name: string; displayName: string }[];
  value: string;
  onChange(name: string): void;
}) {
  return (
    <Nav
      variant="pills"
      className="mb-2 gap-1"
      activeKey={value}
      onSelect={(key) => key && onChange(key)}
      data-testid="view-by-pills"
    >
      <span className="me-2 align-self-center small text-muted">View by</span>
      {items.map((item) => (
        <Nav.Item key={item.name}>
          <Nav.Link eventKey={item.name} className="py-1 px-2">
            {item.displayName}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
