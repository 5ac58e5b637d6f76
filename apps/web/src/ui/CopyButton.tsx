import { useTranslation } from '../i18n';
import { Button } from './Button';
import { notify } from './toast';

/** Writes text to the clipboard; falls back to a hidden textarea where the async API is missing (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand?.('copy') ?? false;
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/** A small "复制" button for one value (a card number, an address, an amount); says when it is done. */
export function CopyButton({ value, what, testId }: { value: string; what: string; testId?: string }) {
  const { t } = useTranslation();
  const handleCopy = async () => {
    const done = await copyText(value);
    notify(done ? t('common.copied', { what }) : t('common.copyFailed'));
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={handleCopy}
      aria-label={t('common.copyOf', { what })}
      data-testid={testId}
      data-copy={value}
    >
      {t('common.copy')}
    </Button>
  );
}
