import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  type FeedbackCategory,
} from '@app/contract/constants/feedback';
import type { FeedbackList } from '@app/contract/feedback';
import { reportedByLayer } from '../../api/request-errors';
import { FormFailure } from '../../components/FormFailure';
import { SubmitButton } from '../../components/SubmitButton';
import { focusField } from '../../hooks/use-form';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { useOverlays } from '../../stores/overlays';
import { formDraft, newIdempotencyKey } from '../money';
import { feedbackApi } from './api';
import {
  CATEGORIES,
  CATEGORY_KEY,
  freshDraft,
  imagesLeft,
  keyedSubmission,
  messageCount,
  messageProblem,
  pickedFile,
  refusalKey,
  refusedImage,
  todayLeft,
  type FeedbackDraft,
} from './feedback-rules';

const draftStore = formDraft<FeedbackDraft>('feedback');
const SENT_TOAST_MS = 3_000;
const MEGABYTES = FEEDBACK_IMAGE_MAX_BYTES / (1024 * 1024);

/** A picked image: the page's own id for it, its bytes in base64 for sending, a preview URL while attached. */
interface Attached {
  id: string;
  data: string;
  preview: string;
}

/** A file's bytes through FileReader (Blob.arrayBuffer is missing from older mobile browsers). */
const read = <T,>(
  blob: Blob,
  as: 'dataUrl' | 'buffer',
  map: (result: FileReader['result']) => T,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(map(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'dataUrl') reader.readAsDataURL(blob);
    else reader.readAsArrayBuffer(blob);
  });
const readBase64 = (file: File) =>
  read(file, 'dataUrl', (result) => String(result).replace(/^data:[^,]*,/, ''));
/** The first bytes, enough to tell the kind of image. */
const readHead = (file: File) =>
  read(file.slice(0, 16), 'buffer', (result) => new Uint8Array(result instanceof ArrayBuffer ? result : []));

type Failure = { kind: 'unanswered' } | { kind: 'refused'; text: string };

/**
 * The feedback form: category, message with a live count, up to three images with previews. A failed send keeps
 * everything typed and attached (the text for the tab too, features/money formDraft); a retry of the same form
 * goes with the same key. `today`: the count against the limit, once the list is in.
 */
export function FeedbackForm({ today }: { today: FeedbackList['today'] | null }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const [draft, setDraft] = useState<FeedbackDraft>(
    () => draftStore.load() ?? freshDraft(newIdempotencyKey()),
  );
  const [images, setImages] = useState<Attached[]>([]);
  const [fileNotes, setFileNotes] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  // Previews are object URLs: given back when the page goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const left = today ? todayLeft(today) : null;
  const atLimit = left === 0;
  const messageError = checked ? messageProblem(draft.message) : null;
  const categoryMissing = checked && draft.category === null;
  const count = messageCount(draft.message);

  const change = (patch: Partial<FeedbackDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    draftStore.save(next);
    setFailure(null);
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = Array.from(input.files ?? []);
    // The same file may be picked again after a removal.
    input.value = '';
    const notes: string[] = [];
    const added: Attached[] = [];
    for (const file of files) {
      if (added.length >= imagesLeft(images.length)) {
        notes.push(t('feedback_too_many', { max: FEEDBACK_IMAGES_MAX }));
        break;
      }
      // A file that cannot be read counts as no image.
      const head = await readHead(file).catch(() => new Uint8Array());
      const checkedFile = pickedFile(head, file.size);
      if (!checkedFile.ok) {
        notes.push(
          t(checkedFile.problem === 'type' ? 'feedback_file_type' : 'feedback_file_size', {
            name: file.name,
            max: MEGABYTES,
          }),
        );
        continue;
      }
      const data = await readBase64(file).catch(() => null);
      if (data === null) {
        notes.push(t('feedback_file_type', { name: file.name }));
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      added.push({ id: newIdempotencyKey(), data, preview });
    }
    setFileNotes(notes);
    if (added.length > 0) {
      setImages((current) => [...current, ...added]);
      setFailure(null);
    }
  };

  const remove = (id: string) => {
    setImages((current) => current.filter((image) => image.id !== id));
    setFailure(null);
    setFileNotes([]);
    pickerRef.current?.focus();
  };

  const sent = () => {
    draftStore.clear();
    setDraft(freshDraft(newIdempotencyKey()));
    images.forEach((image) => URL.revokeObjectURL(image.preview));
    setImages([]);
    setFileNotes([]);
    setChecked(false);
    feedbackApi.changed();
    useOverlays.getState().showToast(t('feedback_sent'), SENT_TOAST_MS);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || atLimit) return;
    setChecked(true);
    const form = e.currentTarget;
    if (draft.category === null) return focusField(form, 'category');
    if (messageProblem(draft.message)) return focusField(form, 'message');
    const send = keyedSubmission({ ...draft, category: draft.category }, images, newIdempotencyKey);
    setDraft(send.draft);
    // Kept before it goes: a reload now still retries with this key.
    draftStore.save(send.draft);
    setBusy(true);
    setFailure(null);
    const res = await feedbackApi.submit(send.request);
    setBusy(false);
    if (res.success) return sent();
    if (reportedByLayer(res)) return setFailure({ kind: 'unanswered' });
    // The limit was reached from elsewhere (another tab): today's count is asked again.
    if (res.errorCode === 'feedback.daily.limit') feedbackApi.changed();
    const text = t(refusalKey(res.errorCode), {
      n: refusedImage(res.value) ?? 1,
      limit: today?.limit ?? 0,
    });
    setFailure({ kind: 'refused', text });
  };

  const messageErrorText =
    messageError === 'missing'
      ? t('feedback_message_missing')
      : messageError === 'short'
        ? t('feedback_message_short', { min: number.format(FEEDBACK_MESSAGE_MIN) })
        : messageError === 'long'
          ? t('feedback_message_long', { max: number.format(FEEDBACK_MESSAGE_MAX) })
          : null;

  return (
    <section className="card feedback-card" aria-labelledby={`${ids}-title`}>
      <div className="feedback-card-head">
        <h2 id={`${ids}-title`}>{t('feedback_form_title')}</h2>
        {today && (
          <span className={atLimit ? 'feedback-today feedback-today--full' : 'feedback-today'}>
            {t('feedback_today', { sent: today.sent, limit: today.limit })}
          </span>
        )}
      </div>
      {today && atLimit && (
        <p className="feedback-limit" role="status">
          {t('feedback_error_daily_limit', { limit: today.limit })}
        </p>
      )}
      <form className="feedback-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={categoryMissing ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${ids}-category`}>{t('feedback_category')}</label>
          <div className="field-box feedback-select-box">
            <select
              id={`${ids}-category`}
              name="category"
              value={draft.category ?? ''}
              onChange={(e) => change({ category: (e.target.value || null) as FeedbackCategory | null })}
              aria-invalid={categoryMissing ? true : undefined}
              aria-describedby={categoryMissing ? `${ids}-category-error` : undefined}
            >
              <option value="" disabled>
                {t('feedback_category_placeholder')}
              </option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(CATEGORY_KEY[category])}
                </option>
              ))}
            </select>
          </div>
          {categoryMissing && (
            <p id={`${ids}-category-error`} className="field-error" role="alert">
              {t('feedback_category_missing')}
            </p>
          )}
        </div>

        <div className={messageErrorText ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${ids}-message`}>{t('feedback_message')}</label>
          <div className="field-box feedback-text-box">
            <textarea
              id={`${ids}-message`}
              name="message"
              rows={5}
              dir="auto"
              value={draft.message}
              onChange={(e) => change({ message: e.target.value })}
              aria-invalid={messageErrorText ? true : undefined}
              aria-describedby={`${ids}-count${messageErrorText ? ` ${ids}-message-error` : ''}`}
            />
          </div>
          <p id={`${ids}-count`} className="field-hint feedback-count">
            <span>
              {t('feedback_message_hint', {
                min: number.format(FEEDBACK_MESSAGE_MIN),
                max: number.format(FEEDBACK_MESSAGE_MAX),
              })}
            </span>
            <span
              className={count.over ? 'feedback-count-number feedback-count--over' : 'feedback-count-number'}
            >
              {number.format(count.count)}/{number.format(count.max)}
            </span>
          </p>
          {messageErrorText && (
            <p id={`${ids}-message-error`} className="field-error" role="alert">
              {messageErrorText}
            </p>
          )}
        </div>

        <fieldset className="feedback-images">
          <legend>{t('feedback_images')}</legend>
          <p className="field-hint" id={`${ids}-images-hint`}>
            {t('feedback_images_hint', { max: FEEDBACK_IMAGES_MAX, size: MEGABYTES })}
          </p>
          <ul className="feedback-thumbs">
            {images.map((image, i) => (
              <li key={image.id} className="feedback-thumb">
                <img src={image.preview} alt={t('feedback_image_alt', { n: i + 1 })} width={88} height={88} />
                <button
                  type="button"
                  className="feedback-thumb-remove"
                  aria-label={t('feedback_remove_image', { n: i + 1 })}
                  onClick={() => remove(image.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            {imagesLeft(images.length) > 0 && (
              <li>
                <label className="feedback-add">
                  <input
                    ref={pickerRef}
                    type="file"
                    className="visually-hidden"
                    accept="image/jpeg,image/png,image/webp"
                    multiple
                    aria-describedby={`${ids}-images-hint`}
                    onChange={(e) => void pick(e)}
                  />

                  <span className="feedback-add-text">{t('feedback_add_image')}</span>
                </label>
              </li>
            )}
          </ul>
          {fileNotes.map((note) => (
            <p key={note} className="field-error" role="alert">
              {note}
            </p>
          ))}
        </fieldset>

        {failure && (
          <FormFailure>
            {failure.kind === 'unanswered' ? t('feedback_error_unanswered') : failure.text}
          </FormFailure>
        )}
        {atLimit ? (
          <button type="submit" className="btn btn-primary btn-block" disabled>
            {t('feedback_send')}
          </button>
        ) : (
          <SubmitButton busy={busy}>{busy ? t('feedback_sending') : t('feedback_send')}</SubmitButton>
        )}
      </form>
    </section>
  );
}
