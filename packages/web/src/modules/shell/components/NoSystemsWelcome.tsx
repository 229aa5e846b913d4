import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useLocalUser } from '../../auth/hooks/useLocalUser';

/** A registered user whose account has no system yet (spec 01 §2 'Landing messages'). */
export function NoSystemsWelcome() {
  const user = useLocalUser();
  return (
    <Card className="landing-card mx-auto my-4" data-testid="welcome">
      <Card.Body className="p-4">
        <h2 className="h4">Welcome to Spendlens{user?.fname ? `, ${user.fname}` : ''}!</h2>
        <p>Your account is not connected to a system yet.</p>
        <p className="mb-0">
          Please <Link to="/contact">contact us</Link> to have your account connected, and{' '}
          <Link to="/downloads">download the extractor</Link> to extract the data of your ERP system.
        </p>
      </Card.Body>
    </Card>
  );
}
