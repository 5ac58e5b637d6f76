import {
  AGENT_CONTACT_NAME_MAX,
  AGENT_EXPECTED_MAX,
  AGENT_EXPECTED_MIN,
  AGENT_NOTE_MAX,
  type AgentChannel,
  agentChannels,
} from '@courtside/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { buttonClass } from '../../../ui/Button';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextAreaField, TextField } from '../../../ui/TextField';
import { notify } from '../../../ui/toast';
import styles from '../Agent.module.css';
import { useAgentContact, useIsAgent, useJoinAgent } from '../api';

const length = (text: string) => [...text.trim()].length;
/** The server's rule (11011), so the form says so before a round trip. */
const CONTACT_PATTERN = /^(\+?\d{6,15}|@?[A-Za-z][A-Za-z0-9_-]{4,31})$/;

type Problem = 'contactName' | 'contact' | 'channel' | 'expected' | 'note';

/**
 * /app/join: the join-us text (the footer page's, passed in) above the application form. A visitor
 * applies as a visitor; a member's application is tied to their account, and they see where it stands.
 */
export function JoinPage({ info }: { info: ReactNode }) {
  return (
    <>
      {info}
      <div className={styles.joinWrap} data-testid="agent-join">
        <JoinSection />
        <ContactCard />
      </div>
    </>
  );
}

function JoinSection() {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const status = useIsAgent();
  const [sent, setSent] = useState(false);
  if (loggedIn && status.data?.isAgent) {
    return (
      <section className={styles.card} data-testid="agent-join-is-agent">
        <p className={styles.muted}>{t('agent.join.isAgent')}</p>
        <Link to="/app/agent" className={buttonClass({ size: 'sm' })} data-testid="agent-join-to-agent">
          {t('agent.join.toAgent')}
        </Link>
      </section>
    );
  }
  if (sent || (loggedIn && status.data?.application?.status === 'pending')) {
    return (
      <section className={styles.card} data-testid="agent-join-pending">
        <h2 className={styles.heading}>{t('agent.join.title')}</h2>
        <p className={styles.muted}>{t('agent.join.pending')}</p>
      </section>
    );
  }
  const rejected = loggedIn && status.data?.application?.status === 'rejected' ? status.data.application : null;
  return <JoinForm rejectReason={rejected?.rejectReason ?? null} onSent={() => setSent(true)} />;
}

function JoinForm({ rejectReason, onSent }: { rejectReason: string | null; onSent: () => void }) {
  const { t } = useTranslation();
  const join = useJoinAgent();
  const [contactName, setContactName] = useState('');
  const [contact, setContact] = useState('');
  const [channel, setChannel] = useState<AgentChannel | null>(null);
  const [expected, setExpected] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Set<Problem>>(new Set());

  const check = (): Set<Problem> => {
    const found = new Set<Problem>();
    if (length(contactName) < 1 || length(contactName) > AGENT_CONTACT_NAME_MAX) found.add('contactName');
    if (!CONTACT_PATTERN.test(contact.replace(/\s+/g, ''))) found.add('contact');
    if (channel === null) found.add('channel');
    const n = Number(expected);
    if (!/^\d+$/.test(expected.trim()) || n < AGENT_EXPECTED_MIN || n > AGENT_EXPECTED_MAX) found.add('expected');
    if (length(note) > AGENT_NOTE_MAX) found.add('note');
    return found;
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (found.size > 0 || channel === null) return;
    join.mutate(
      {
        contactName: contactName.trim(),
        contact: contact.trim(),
        channel,
        expectedMembers: Number(expected),
        note: note.trim(),
      },
      {
        onSuccess: () => {
          notify(t('agent.join.sent'));
          onSent();
        },
      },
    );
  };
  const errorOf = (problem: Problem) => (problems.has(problem) ? t(`agent.join.errors.${problem}`) : undefined);

  return (
    <form className={styles.card} onSubmit={send} noValidate data-testid="agent-join-form">
      <h2 className={styles.heading}>{t('agent.join.title')}</h2>
      <p className={styles.muted}>{t('agent.join.intro')}</p>
      {rejectReason && (
        <p className={styles.error} data-testid="agent-join-rejected">
          {t('agent.join.rejected', { reason: rejectReason })}
        </p>
      )}
      <div className={styles.row}>
        <TextField
          label={t('agent.join.contactName')}
          placeholder={t('agent.join.contactNamePlaceholder')}
          value={contactName}
          maxLength={AGENT_CONTACT_NAME_MAX}
          onChange={(e) => setContactName(e.target.value)}
          error={errorOf('contactName')}
          data-testid="agent-contact-name"
        />
        <TextField
          label={t('agent.join.contact')}
          placeholder={t('agent.join.contactPlaceholder')}
          value={contact}
          maxLength={64}
          onChange={(e) => setContact(e.target.value)}
          error={errorOf('contact')}
          data-testid="agent-contact"
        />
      </div>
      <fieldset className={styles.channels}>
        <legend>{t('agent.join.channel')}</legend>
        {agentChannels.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.channel}
            aria-pressed={channel === value}
            onClick={() => setChannel(value)}
            data-testid={`agent-channel-${value}`}
          >
            {t(`agent.join.channels.${value}`)}
          </button>
        ))}
      </fieldset>
      {problems.has('channel') && <p className={styles.error}>{t('agent.join.errors.channel')}</p>}
      <TextField
        label={t('agent.join.expected')}
        placeholder={t('agent.join.expectedPlaceholder')}
        inputMode="numeric"
        value={expected}
        maxLength={6}
        onChange={(e) => setExpected(e.target.value.replace(/\D/g, ''))}
        error={errorOf('expected')}
        data-testid="agent-expected"
      />
      <TextAreaField
        label={t('agent.join.note')}
        placeholder={t('agent.join.notePlaceholder')}
        rows={3}
        value={note}
        maxLength={AGENT_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        error={errorOf('note')}
        hint={`${length(note)}/${AGENT_NOTE_MAX}`}
        data-testid="agent-note"
      />
      <SubmitButton busy={join.isPending} data-testid="agent-join-submit">
        {t('agent.join.submit')}
      </SubmitButton>
    </form>
  );
}

function ContactCard() {
  const { t } = useTranslation();
  const contact = useAgentContact();
  const channels = contact.data?.channels ?? [];
  if (channels.length === 0) return null;
  return (
    <section className={`${styles.card} ${styles.spaced}`} data-testid="agent-contacts">
      <h2 className={styles.heading}>{t('agent.join.contactTitle')}</h2>
      <ul className={styles.contacts}>
        {channels.map((c) => (
          <li key={`${c.kind}-${c.value}`}>
            <span className={styles.muted}>{c.label}</span>
            <span>{c.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
