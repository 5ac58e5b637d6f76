import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { toastUnhandled } from '../../shared/failure';
import { useMoney } from '../../shared/money';
import { useSession } from '../../shared/sessionStore';
import { Button, buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import { useBirthday, useClaimBirthday } from './api/birthday';
import styles from './Vip.module.css';

/**
 * 生日礼金 prompt: shown only while the member's birthday gift is waiting in its window, with the one
 * button that claims it (or, with no birthday on the profile, a link to fill it in).
 */
export function BirthdayPrompt({ showMissing = false }: { showMissing?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const loggedIn = useSession((state) => state.loggedIn);
  const info = useBirthday(loggedIn);
  const claim = useClaimBirthday();
  if (!loggedIn || !info.data) return null;
  const data = info.data;
  if (data.state === 'noBirthday' && showMissing)
    return (
      <section className={styles.prompt} data-testid="birthday-prompt" data-state={data.state}>
        <Icon name="gift" />
        <span className={styles.promptText}>{t('promo.birthday.missing')}</span>
        <Link to="/app/member/profile" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
          {t('promo.birthday.fill')}
        </Link>
      </section>
    );
  if (data.state !== 'claimable') return null;
  return (
    <section className={styles.prompt} data-testid="birthday-prompt" data-state={data.state}>
      <Icon name="gift" />
      <span className={styles.promptText}>
        {t('promo.birthday.prompt', { money: money(data.amount), to: data.window?.to ?? '' })}
      </span>
      <Button
        size="sm"
        disabled={claim.isPending}
        data-testid="birthday-claim"
        onClick={() =>
          claim.mutate(undefined, {
            onSuccess: (grant) => notify(t('promo.birthday.toast', { money: money(grant.granted) })),
            onError: toastUnhandled,
          })
        }
      >
        {t('promo.birthday.claim')}
      </Button>
    </section>
  );
}
