import Alert from 'react-bootstrap/Alert';
import { useHelpAlertHidden } from '../hooks/useHelpAlertHidden';

/** The page-help alert (spec 02 §2): dismissible, the dismissal remembered per module and page. */
export function PageHelpAlert({ pageKey, text, variant }: { pageKey: string; text: string; variant: string }) {
  const [hidden, hide] = useHelpAlertHidden(pageKey);
  if (hidden) return null;
  return (
    <Alert variant={variant} dismissible onClose={hide} data-testid="page-help-alert">
      {text}
    </Alert>
  );
}
