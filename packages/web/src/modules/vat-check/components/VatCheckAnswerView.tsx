import { messages, type VatCheckAnswer } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { VatCheckFields } from './VatCheckFields';

/**
 * A VAT check's answer: a check made with VIES now; an offline format check (said so, with the last
 * VIES check kept, if any); or "could not be checked now" with the last VIES check kept, or "No
 * results for Vat No. check" when there is none.
 */
export function VatCheckAnswerView({ answer }: { answer: VatCheckAnswer }) {
  return (
    <>
      {answer.status !== 'checked' && (
        <Alert
          variant={answer.status === 'unavailable' ? 'warning' : 'info'}
          className="py-2"
          data-testid="vat-check-notice"
        >
          {answer.message}
        </Alert>
      )}
      {answer.status === 'unavailable' ? (
        <dl className="row mb-2">
          <dt className="col-sm-4">Vat No.</dt>
          <dd className="col-sm-8 mb-0" data-testid="vat-check-number">
            {answer.vat_number}
          </dd>
        </dl>
      ) : (
        <VatCheckFields vatNumber={answer.vat_number} values={answer} testId="vat-check-result" />
      )}
      {answer.status !== 'checked' &&
        (answer.stored ? (
          <section className="border-top pt-2 mt-3" aria-labelledby="vat-check-stored-heading">
            <h3 className="h6" id="vat-check-stored-heading">
              Last check with VIES
            </h3>
            <VatCheckFields values={answer.stored} testId="vat-check-stored" />
          </section>
        ) : (
          answer.status === 'unavailable' && <p data-testid="vat-check-empty">{messages.noVatCheckResults}</p>
        ))}
    </>
  );
}
