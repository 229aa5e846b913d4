import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { NavModule } from '../../shell/utils/navModules';

/** A module of the display configuration with links to its pages. */
export function ModuleCard({ item, search }: { item: NavModule; search: string }) {
  const { module, pages } = item;
  return (
    <Card className="module-card h-100" data-testid={`module-card-${module.name}`}>
      <Card.Body>
        <Card.Title as="h3" className="h6 text-uppercase text-body-secondary mb-3">
          {pages.length === 0 ? (
            <Link to={{ pathname: `/${module.name}`, search }}>{module.displayName}</Link>
          ) : (
            module.displayName
          )}
        </Card.Title>
        {pages.length > 0 && (
          <ul className="list-unstyled mb-0 module-card-pages">
            {pages.map((page) => (
              <li key={page.name}>
                <Link to={{ pathname: `/${module.name}/${page.name}`, search }}>{page.displayName}</Link>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
