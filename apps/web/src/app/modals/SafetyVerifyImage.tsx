import { imageCaptchaPath } from '@courtside/contract';
import { type FormEvent, useId, useState } from 'react';
import { domains } from '../../api/client';
import { randomUuid } from '../../api/entryCodes';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import styles from './SafetyVerify.module.css';
import type { SafetyAnswer } from './safetyVerifyStore';

const IMAGE_CODE = /^\d{4}$/;

/** The image type: a 4-digit picture named by an id this client makes; a click draws a new one. */
export function SafetyVerifyImage({ onSolved }: { onSolved: (answer: SafetyAnswer) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [captchaId, setCaptchaId] = useState(randomUuid);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refresh = () => {
    setCaptchaId(randomUuid());
    setText('');
    setError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = text.trim();
    if (!IMAGE_CODE.test(code)) {
      setError(t('account.safety.imageInvalid'));
      return;
    }
    onSolved({ verifyType: 'image', verifyId: captchaId, verifyCode: code });
  };

  // The picture comes from the same API base as the call it unlocks, so a rotated line still matches.
  const src = `${domains.base()}${imageCaptchaPath}?captchaId=${encodeURIComponent(captchaId)}`;

  return (
    <form className={styles.image} onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {t('account.safety.imageLabel')}
      </label>
      <div className={styles.imageRow}>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value.replace(/\D/g, '').slice(0, 4));
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={t('account.safety.imagePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="captcha-input"
          data-autofocus
        />
        <button
          type="button"
          className={styles.imageButton}
          onClick={refresh}
          title={t('account.safety.imageRefresh')}
          aria-label={t('account.safety.imageRefresh')}
        >
          <img
            src={src}
            alt={t('account.safety.imageAlt')}
            className={styles.imagePicture}
            data-testid="captcha-image"
            data-captcha-id={captchaId}
          />
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block data-testid="captcha-submit">
        {t('account.safety.confirm')}
      </Button>
    </form>
  );
}
