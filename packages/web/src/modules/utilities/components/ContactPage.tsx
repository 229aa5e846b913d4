import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSendContact } from '../hooks/useSendContact';
import type { ContactFormInput, ContactFormValues } from '../utils/contactFormSchema';
import { contactFormSchema } from '../utils/contactFormSchema';
import { UtilityPageFrame } from './UtilityPageFrame';

/** /contact (spec 03 §2.9): one message; form, sending, sent. */
export function ContactPage() {
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { message: '' },
  });

  return (
    <UtilityPageFrame title="Contact Us">
      {send.isSuccess ? (
        <Alert variant="success" data-testid="contact-sent">
          <p className="mb-1 fw-semibold">{messages.contactSent}</p>
          <p className="mb-0">{messages.contactSentDetail}</p>
        </Alert>
      ) : (
        <Form
          noValidate
          style={{ maxWidth: '40rem' }}
          onSubmit={(event) => void handleSubmit(({ message }) => send.mutate(message))(event)}
        >
          <Form.Group className="mb-3" controlId="contact-message">
            <Form.Label>Enter a message</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              isInvalid={Boolean(errors.message)}
              {...register('message')}
            />
            <Form.Control.Feedback type="invalid">{errors.message?.message}</Form.Control.Feedback>
            {send.isError && (
              <Form.Text className="text-danger d-block" role="alert">
                {send.error.message}
              </Form.Text>
            )}
          </Form.Group>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending Message ...' : 'Send Message'}
          </Button>
        </Form>
      )}
    </UtilityPageFrame>
  );
}
