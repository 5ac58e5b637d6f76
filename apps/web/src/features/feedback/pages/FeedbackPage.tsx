import {
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackCategory,
  type FeedbackView,
  feedbackCategories,
} from '@courtside/contract';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import {
  checkFeedbackImage,
  FEEDBACK_PAGE_SIZE,
  uploadFeedbackImage,
  useFeedbackImage,
  useFeedbackList,
  useSubmitFeedback,
} from '../api/feedback';
import styles from '../Feedback.module.css';

const STATUS_TONE: Record<FeedbackView['status'], BadgeTone> = { open: 'warning', replied: 'success', closed: 'muted' };

/** A picked image: shown from the device at once, its server key once the upload is done. */
interface Picked {
  id: number;
  preview: string;
  progress: number;
  key: string | null;
}

const length = (text: string) => [...text.trim()].length;

/**
 * 意见反馈: the form (type, words, up to three images uploaded as they are picked) above the member's
 * own feedback, newest first, each with the site's answer when it came. The answer also arrives as a
 * private message; the page is where the whole history is.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useFeedbackList(page);

  return (
    <WalletFrame title={t('feedback.title')} backTo="/app/member" testId="feedback-page">
      <div className={styles.page}>
        <FeedbackForm onSent={() => setParams({}, { replace: true })} />
        <section className={styles.history} aria-labelledby="feedback-history">
          <h2 id="feedback-history" className={styles.heading}>
            {t('feedback.mine')}
          </h2>
          {list.isPending ? (
            <div className={styles.list} aria-busy="true">
              <Skeleton className={styles.skeleton} />
              <Skeleton className={styles.skeleton} />
            </div>
          ) : list.isError ? (
            <ErrorState onRetry={() => list.refetch()} testId="feedback-error" />
          ) : list.data.list.length === 0 ? (
            <EmptyState
              icon="message"
              title={t('feedback.empty')}
              description={t('feedback.emptyText')}
              compact
              testId="feedback-empty"
            />
          ) : (
            <>
              <ul className={styles.list} data-testid="feedback-list" aria-busy={list.isFetching}>
                {list.data.list.map((item) => (
                  <FeedbackCard key={item.id} item={item} />
                ))}
              </ul>
              {list.data.total > FEEDBACK_PAGE_SIZE && (
                <Pager
                  page={page}
                  pageSize={FEEDBACK_PAGE_SIZE}
                  total={list.data.total}
                  busy={list.isFetching}
                  onPage={(next) => setParams({ page: String(next) }, { replace: true })}
                  label={t('feedback.pager')}
                  testId="feedback"
                />
              )}
            </>
          )}
        </section>
      </div>
    </WalletFrame>
  );
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitFeedback();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [content, setContent] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const nextId = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  // Previews are object URLs of the device's files: let them go with the page.
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const uploading = picked.some((p) => p.key === null);
  const words = length(content);
  const ready = category !== null && words >= FEEDBACK_TEXT_MIN && words <= FEEDBACK_TEXT_MAX && !uploading;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, FEEDBACK_IMAGES_MAX - picked.length);
    event.target.value = '';
    for (const file of files) {
      const problem = checkFeedbackImage(file);
      if (problem) {
        notify(t(`feedback.imageProblem.${problem}`));
        continue;
      }
      nextId.current += 1;
      const id = nextId.current;
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      setPicked((all) => [...all, { id, preview, progress: 0, key: null }]);
      const update = (change: Partial<Picked>) =>
        setPicked((all) => all.map((p) => (p.id === id ? { ...p, ...change } : p)));
      uploadFeedbackImage(file, (progress) => update({ progress }))
        .then((key) => update({ key, progress: 100 }))
        // The upload's refusal has been shown (toast); the picture leaves the form.
        .catch(() => setPicked((all) => all.filter((p) => p.id !== id)));
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || category === null) return;
    submit.mutate(
      { category, content: content.trim(), images: picked.flatMap((p) => (p.key ? [p.key] : [])) },
      {
        onSuccess: () => {
          notify(t('feedback.sent'));
          setCategory(null);
          setContent('');
          setPicked([]);
          onSent();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={send} data-testid="feedback-form">
      <fieldset className={styles.categories}>
        <legend className={styles.label}>{t('feedback.category')}</legend>
        {feedbackCategories.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.category}
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            data-testid={`feedback-category-${value}`}
          >
            {t(`feedback.categories.${value}`)}
          </button>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span className={styles.label}>{t('feedback.content')}</span>
        <textarea
          className={styles.textarea}
          value={content}
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX * 2}
          placeholder={t('feedback.placeholder', { min: FEEDBACK_TEXT_MIN })}
          onChange={(event) => setContent(event.target.value)}
          data-testid="feedback-content"
        />
        <span className={styles.count} data-over={words > FEEDBACK_TEXT_MAX}>
          {words}/{FEEDBACK_TEXT_MAX}
        </span>
      </label>
      <div className={styles.field}>
        <span className={styles.label}>{t('feedback.images', { max: FEEDBACK_IMAGES_MAX })}</span>
        <div className={styles.images}>
          {picked.map((p) => (
            <div key={p.id} className={styles.thumb} data-testid="feedback-picked" data-uploaded={p.key !== null}>
              <img src={p.preview} alt="" />
              {p.key === null && (
                <span className={styles.progress} aria-live="polite">
                  {p.progress}%
                </span>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('feedback.removeImage')}
                onClick={() => setPicked((all) => all.filter((other) => other.id !== p.id))}
              >
                ×
              </button>
            </div>
          ))}
          {picked.length < FEEDBACK_IMAGES_MAX && (
            <button type="button" className={styles.add} onClick={() => fileInput.current?.click()}>
              <span aria-hidden="true">+</span>
              <span>{t('feedback.addImage')}</span>
            </button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            hidden
            onChange={pick}
            data-testid="feedback-image-input"
          />
        </div>
        <span className={styles.hint}>{t('feedback.imageHint')}</span>
      </div>
      <Button type="submit" disabled={!ready || submit.isPending} data-testid="feedback-submit">
        {uploading ? t('feedback.uploading') : t('feedback.submit')}
      </Button>
    </form>
  );
}

function FeedbackCard({ item }: { item: FeedbackView }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="feedback-item" data-status={item.status}>
      <div className={styles.cardHead}>
        <Badge tone="info">{t(`feedback.categories.${item.category}`)}</Badge>
        <Badge tone={STATUS_TONE[item.status]} data-testid="feedback-status">
          {t(`feedback.status.${item.status}`)}
        </Badge>
        <time className={styles.time} dateTime={item.createdAt}>
          {formatTime(item.createdAt)}
        </time>
      </div>
      <p className={styles.text}>{item.content}</p>
      {item.images.length > 0 && (
        <div className={styles.images}>
          {item.images.map((key) => (
            <StoredImage key={key} imageKey={key} />
          ))}
        </div>
      )}
      {item.reply !== null && (
        <div className={styles.reply} data-testid="feedback-reply">
          <span className={styles.replyWho}>{t('feedback.replyFrom')}</span>
          <p className={styles.text}>{item.reply}</p>
          {item.repliedAt && (
            <time className={styles.time} dateTime={item.repliedAt}>
              {formatTime(item.repliedAt)}
            </time>
          )}
        </div>
      )}
    </li>
  );
}

/** A thumbnail of a stored image; a tap shows it whole. */
function StoredImage({ imageKey }: { imageKey: string }) {
  const { t } = useTranslation();
  const image = useFeedbackImage(imageKey);
  const [open, setOpen] = useState(false);
  if (image.isPending) return <Skeleton className={styles.thumb} />;
  if (image.isError) return <span className={`${styles.thumb} ${styles.missing}`}>{t('feedback.imageMissing')}</span>;
  return (
    <>
      <button type="button" className={styles.thumb} onClick={() => setOpen(true)} aria-label={t('feedback.viewImage')}>
        <img src={image.data} alt="" data-testid="feedback-image" />
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('feedback.viewImage')} wide>
        <img src={image.data} alt="" className={styles.full} />
      </Modal>
    </>
  );
}
