/**
 * The human-verification widget behind a small interface, so the screens never touch the provider's
 * script and the tests need no network: `render` draws the widget into `container` and calls `onAnswer`
 * with the provider's answer (or null when it expires); the function it returns removes the widget.
 */
export interface CaptchaAdapter {
  render(container: HTMLElement, siteKey: string, onAnswer: (answer: string | null) => void): () => void;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: { sitekey: string; callback: (answer: string) => void; 'expired-callback': () => void },
  ): number;
  reset(widgetId: number): void;
}

let scriptLoading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** Google reCAPTCHA v2 (checkbox), its script loaded on first use. */
export const recaptchaAdapter: CaptchaAdapter = {
  render(container, siteKey, onAnswer) {
    let removed = false;
    const slot = document.createElement('div');
    container.appendChild(slot);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (removed) return;
        grecaptcha.render(slot, {
          sitekey: siteKey,
          callback: (answer) => onAnswer(answer),
          'expired-callback': () => onAnswer(null),
        });
      },
      () => onAnswer(null),
    );
    return () => {
      removed = true;
      slot.remove();
    };
  },
};
