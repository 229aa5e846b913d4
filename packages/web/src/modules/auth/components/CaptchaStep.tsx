import { messages } from '@spendlens/domain';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { Captcha } from '../hooks/useCaptcha';
import { exchangeCaptcha } from '../utils/exchangeCaptcha';

/** The captcha widget of a form; renders nothing when the captcha is off by configuration. */
export function CaptchaStep({ captcha }: { captcha: Captcha }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { required, siteKey, adapter, setToken, round } = captcha;

  useEffect(() => {
    if (!required || !siteKey || !container.current) return;
    return adapter.render(container.current, siteKey, (answer) => {
      if (answer === null) {
        setToken(null);
        return;
      }
      exchangeCaptcha(answer).then(
        (token) => {
          setFailed(false);
          setToken(token);
        },
        () => {
          setFailed(true);
          setToken(null);
        },
      );
    });
  }, [required, siteKey, adapter, setToken, round]);

  if (!required) return null;
  return (
    <div className="mb-3" data-testid="captcha-step">
      <div ref={container} />
      {(failed || !siteKey) && (
        <Form.Text className="text-danger d-block" role="alert">
          {messages.recaptchaError}
        </Form.Text>
      )}
    </div>
  );
}
