import { messages } from '@spendlens/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { ApiError } from '../../../api/apiClient';
import { LoadingMessage } from '../../shell/components/LoadingMessage';

/**
 * A dashboard widget's card: its title and subtitle, its data drawn by `children` once read (the
 * loading message before; 'not available' where the system has no analysis behind it; the error
 * message on another failure), and a link to the page that shows it in full.
 */
export function WidgetCard<T>({
  title,
  subtitle,
  testId,
  query,
  link,
  children,
}: {
  title: string;
  subtitle: string;
  testId: string;
  query: UseQueryResult<T>;
  link?: { to: string; label: string } | undefined;
  children: (data: T) => ReactNode;
}) {
  const body = (() => {
    if (query.isPending) return <LoadingMessage />;
    if (query.isError) {
      const missing = query.error instanceof ApiError && query.error.status === 404;
      return missing ? (
        <p className="text-body-secondary mb-0" data-testid={`${testId}-unavailable`}>
          Not available for this system.
        </p>
      ) : (
        <Alert variant="danger" className="mb-0" data-testid={`${testId}-error`}>
          {messages.unknownError}
        </Alert>
      );
    }
    return children(query.data);
  })();
  return (
    <Card className="h-100" data-testid={testId}>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h6 mb-1">
          {title}
        </Card.Title>
        <Card.Subtitle className="small text-body-secondary mb-3">{subtitle}</Card.Subtitle>
        <div className="flex-grow-1">{body}</div>
        {link && (
          <Link className="small mt-3" to={link.to} data-testid={`${testId}-link`}>
            {link.label}
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}

/** The empty state of a widget without data in the range. */
export function WidgetEmpty({ testId }: { testId: string }) {
  return (
    <p className="text-body-secondary mb-0" data-testid={`${testId}-empty`}>
      {messages.noResults}
    </p>
  );
}
