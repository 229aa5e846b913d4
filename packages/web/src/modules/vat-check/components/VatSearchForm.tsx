import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm } from 'react-hook-form';
import {
  vatSearchFormSchema,
  type VatSearchFormInput,
  type VatSearchFormValues,
} from '../utils/vatSearchFormSchema';

/**
 * The search box "vendor name" of the VAT check (spec 03 §2.6, §5): Search is enabled only while
 * there is text; Enter searches too.
 */
export function VatSearchForm({ onSearch }: { onSearch(text: string): void }) {
  const { register, handleSubmit, watch, formState } = useForm<
    VatSearchFormInput,
    unknown,
    VatSearchFormValues
  >({ resolver: zodResolver(vatSearchFormSchema), defaultValues: { text: '' } });
  const empty = (watch('text') ?? '').trim() === '';
  const problem = formState.errors.text?.message;

  return (
    <Form
      noValidate
      role="search"
      style={{ maxWidth: '36rem' }}
      onSubmit={(event) => void handleSubmit(({ text }) => onSearch(text))(event)}
    >
      <Form.Label htmlFor="vat-check-search">Search vendors by name</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="vat-check-search"
          placeholder="vendor name"
          autoComplete="off"
          isInvalid={Boolean(problem)}
          {...register('text')}
        />
        <Button type="submit" disabled={empty}>
          Search
        </Button>
        <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
