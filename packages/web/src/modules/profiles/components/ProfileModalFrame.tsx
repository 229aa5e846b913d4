import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface ProfileModalFrameProps {
  title: string;
  testId: string;
  onHide(): void;
  children: ReactNode;
}

/**
 * A modal of spec 03 §2.2: extra large, a title, a header close control and a Close button, no
 * export. Opened over another modal (a profile's cell), it stacks above it.
 */
export function ProfileModalFrame({ title, testId, onHide, children }: ProfileModalFrameProps) {
  return (
    <Modal
      show
      onHide={onHide}
      size="xl"
      scrollable
      className="profile-modal"
      backdropClassName="profile-modal-backdrop"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" data-testid="profile-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid={testId}>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
