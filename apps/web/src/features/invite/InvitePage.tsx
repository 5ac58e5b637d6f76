import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../shared/money';
import { WalletFrame } from '../../shared/WalletFrame';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button, buttonClass } from '../../ui/Button';
import { copyText } from '../../ui/CopyButton';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { notify } from '../../ui/toast';
import { INVITEES_PAGE_SIZE, type InviteesResponse, type InviteInfo, useInvitees, useInviteInfo } from './api';
import styles from './Invite.module.css';
import { QrCode } from './QrCode';

type InviteeState = InviteesResponse['items'][number]['state'];

const stateTones: Record<InviteeState, BadgeTone> = {
  registered: 'muted',
  deposited: 'info',
  turnoverReached: 'info',
  rewarded: 'success',
  flagged: 'warning',
};

/** Registration time in the member's local time, minutes precision. */
const timeOf = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function ShareCard({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  // The server names the path; the member shares it on this site's own address.
  const url = `${window.location.origin}${info.link ?? ''}`;
  const copy = async (value: string, what: string) => {
    notify((await copyText(value)) ? t('common.copied', { what }) : t('common.copyFailed'));
  };
  return (
    <section className={`${styles.share} ${styles.wide}`} data-testid="invite-share">
      <div className={styles.shareText}>
        <p className={styles.label}>{t('promo.invite.myCode')}</p>
        <p className={styles.code} data-testid="invite-code">
          {info.code}
        </p>
        <p className={styles.label}>{t('promo.invite.myLink')}</p>
        <p className={styles.link} data-testid="invite-link">
          {url}
        </p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => copy(url, t('promo.invite.copyLink'))}
            data-testid="invite-copy-link"
          >
            {t('promo.invite.copyLinkButton')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => copy(info.code ?? '', t('promo.invite.copyCode'))}
            data-testid="invite-copy-code"
          >
            {t('common.copy')}
            {t('promo.invite.copyCode')}
          </Button>
        </div>
      </div>
      <div className={styles.qr}>
        <QrCode text={url} label={t('promo.invite.qrAlt')} />
        <p className={styles.label}>{t('promo.invite.qrHint')}</p>
      </div>
    </section>
  );
}

function Rules({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const terms = info.terms;
  const rules = terms?.invite;
  const reward = (amount: string) =>
    Number(amount) > 0 ? t('promo.invite.reward', { money: money(amount) }) : t('promo.invite.rewardNone');
  return (
    <section className={styles.card} data-testid="invite-rules">
      <h2 className={styles.cardTitle}>{t('promo.invite.steps')}</h2>
      {info.reason === 'noOffer' || !terms || !rules ? (
        <p className={styles.hint}>{t('promo.invite.noOffer')}</p>
      ) : (
        <>
          {info.reason === 'blacklisted' ? <p className={styles.hint}>{t('promo.invite.blacklisted')}</p> : null}
          <ol className={styles.steps}>
            <li className={styles.step}>
              <span>{t('promo.invite.stepRegistered')}</span>
              <span className={styles.stepReward}>{reward(rules.rewards.registered)}</span>
            </li>
            <li className={styles.step}>
              <span>{t('promo.invite.stepDeposit', { min: money(rules.firstDepositMin) })}</span>
              <span className={styles.stepReward}>{reward(rules.rewards.firstDeposit)}</span>
            </li>
            <li className={styles.step}>
              <span>{t('promo.invite.stepTurnover', { min: money(rules.turnoverMin) })}</span>
              <span className={styles.stepReward}>{reward(rules.rewards.turnover)}</span>
            </li>
            {rules.share ? (
              <li className={styles.step}>
                <span>{t('promo.invite.stepShare', { days: rules.share.days, percent: rules.share.percent })}</span>
                <span className={styles.stepReward}>{t('promo.invite.rewardDaily')}</span>
              </li>
            ) : null}
          </ol>
          <p className={styles.hint}>
            {terms.multiplier > 0
              ? t('promo.invite.wagering', { multiplier: terms.multiplier, days: terms.validDays })
              : t('promo.invite.wageringNone')}
          </p>
          <p className={styles.hint}>{t('promo.invite.auto')}</p>
        </>
      )}
      <p className={styles.hint}>{t('promo.invite.fair')}</p>
    </section>
  );
}

function Totals({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { totals } = info;
  return (
    <section className={styles.card} data-testid="invite-totals">
      <h2 className={styles.cardTitle}>{t('promo.invite.totals')}</h2>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('promo.invite.invitees')}</dt>
          <dd data-testid="invite-total-invitees">{t('promo.invite.people', { count: totals.invitees })}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('promo.invite.deposited')}</dt>
          <dd>{t('promo.invite.people', { count: totals.deposited })}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('promo.invite.rewarded')}</dt>
          <dd>{t('promo.invite.people', { count: totals.rewarded })}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('promo.invite.rewardTotal')}</dt>
          <dd data-testid="invite-total-reward" data-amount={totals.rewardTotal}>
            {money(totals.rewardTotal)}
          </dd>
        </div>
      </dl>
      <Link to="/app/promotions/mine" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
        {t('promo.invite.goMine')}
      </Link>
    </section>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const list = useInvitees(page);
  return (
    <section className={`${styles.card} ${styles.wide}`} data-testid="invite-list">
      <h2 className={styles.cardTitle}>{t('promo.invite.list')}</h2>
      {list.isPending ? (
        <div aria-busy="true" data-testid="invite-list-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.rowSkeleton} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState compact onRetry={() => list.refetch()} testId="invite-list-error" />
      ) : list.data.total === 0 ? (
        <EmptyState
          compact
          icon="user"
          title={t('promo.invite.empty')}
          description={t('promo.invite.emptyHint')}
          testId="invite-list-empty"
        />
      ) : (
        <>
          <div className={styles.rowHead} aria-hidden="true">
            <span>{t('promo.invite.name')}</span>
            <span>{t('promo.invite.registeredAt')}</span>
            <span>{t('promo.invite.state')}</span>
            <span>{t('promo.invite.rewardOf')}</span>
          </div>
          <ul className={styles.rows}>
            {list.data.items.map((item) => (
              <li
                key={`${item.name}-${item.registeredAt}`}
                className={styles.row}
                data-testid="invitee"
                data-state={item.state}
              >
                <span className={styles.name}>{item.name}</span>
                <span className={styles.time}>{timeOf(item.registeredAt)}</span>
                <span className={styles.state}>
                  <Badge tone={stateTones[item.state]}>{t(`promo.invite.states.${item.state}`)}</Badge>
                </span>
                <span className={styles.reward} data-testid="invitee-reward">
                  {money(item.reward)}
                </span>
              </li>
            ))}
          </ul>
          {list.data.total > INVITEES_PAGE_SIZE ? (
            <Pager
              page={page}
              pageSize={INVITEES_PAGE_SIZE}
              total={list.data.total}
              busy={list.isFetching}
              onPage={setPage}
              label={t('promo.invite.pager')}
              testId="invitees"
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** 邀请好友: share the link (copy or QR), read the rules in plain words, follow each friend's progress. */
export function InvitePage() {
  const { t } = useTranslation();
  const info = useInviteInfo();
  return (
    <WalletFrame
      title={t('promo.invite.title')}
      subtitle={t('promo.invite.subtitle')}
      backTo="/app/member"
      testId="invite-page"
    >
      {info.isPending ? (
        <Skeleton className={styles.skeleton} />
      ) : info.isError ? (
        <ErrorState title={t('promo.invite.loadFailed')} onRetry={() => info.refetch()} />
      ) : (
        <div className={styles.layout}>
          <ShareCard info={info.data} />
          <Rules info={info.data} />
          <Totals info={info.data} />
          <Invitees />
        </div>
      )}
    </WalletFrame>
  );
}
