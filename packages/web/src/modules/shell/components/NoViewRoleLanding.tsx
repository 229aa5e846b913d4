import type { Role } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useSignOut } from '../../auth/hooks/useSignOut';

/** The landing messages of users without the view role (spec 01 §2 'Landing messages'). */
export function NoViewRoleLanding({ roles }: { roles: readonly Role[] }) {
  const signOut = useSignOut();
  const upload = roles.includes('upload');
  const admin = roles.includes('data_browser');
  return (
    <Card className="landing-card mx-auto my-4" data-testid="landing">
      <Card.Body className="p-4">
        {upload && (
          <>
            <h2 className="h4">Data Upload Account</h2>
            <p>
              This account is for sending data to Spendlens. Please{' '}
              <Link to="/downloads">download the extractor</Link> to extract your ERP data, and{' '}
              <Link to="/contact">contact us</Link> if you need help.
            </p>
          </>
        )}
        {admin && (
          <>
            <h2 className="h4">Admin Account</h2>
            <p>
              This account has access to the admin portal only. Please sign in to the admin portal to
              continue.
            </p>
          </>
        )}
        {!upload && !admin && (
          <>
            <h2 className="h4">No data access</h2>
            <p>
              This account has no access to data yet. Please <Link to="/contact">contact us</Link> to have it
              set up.
            </p>
          </>
        )}
        <Button variant="primary" onClick={() => void signOut()}>
          Sign is as different user
        </Button>
      </Card.Body>
    </Card>
  );
}
