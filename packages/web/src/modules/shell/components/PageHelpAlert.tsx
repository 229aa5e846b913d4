import Alert from 'react-bootstrap/Alert';

/** The page's help text, dismissible; dismissal is remembered per module and page (spec 02 §2). */
export function PageHelpAlert({
  text,
  variant,
  onDismiss,
}: {
  text: string;
  variant: string;
  onDismiss(): void;
}) {
  return (
    <Alert
      variant={variant === 'warning' ? 'warning' : 'info'}
      dismissible
      onClose={onDismiss}
      className="page-help-alert mt-2 mb-0"
      data-testid="page-help"
    >
      {text}
    </Alert>
  );
}
