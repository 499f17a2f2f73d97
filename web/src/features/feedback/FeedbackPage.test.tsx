import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedbackItem, FeedbackList, FeedbackSubmitRequest } from '@app/contract/feedback';
import { useOverlays } from '../../stores/overlays';
import { sessionFixture } from '../../test/fixtures';
import { fail, mockCalls, ok, type CallAnswers } from '../../test/mock-calls';
import { renderAt } from '../../test/render-at';
import { FeedbackPage } from './FeedbackPage';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  sessionStorage.clear();
  useOverlays.setState({ toast: null });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pngFile = (name = 'photo.jpg') => new File([PNG], name, { type: 'image/jpeg' });

const replied: FeedbackItem = {
  id: 'f1',
  category: 'DEPOSIT_WITHDRAWAL',
  message: 'My GCash deposit of ₱500 has not arrived.',
  status: 'REPLIED',
  images: [{ id: 'i1', url: '/wps/feedback/image/i1?exp=1&sig=s', type: 'image/png', width: 4, height: 3 }],
  reply: '<b>Credited</b> at 10:05.',
  createdAt: Date.UTC(2026, 10, 29, 8),
  repliedAt: Date.UTC(2026, 10, 29, 9),
};
const list = (patch: Partial<FeedbackList> = {}): FeedbackList => ({
  today: { sent: 1, limit: 5 },
  items: [replied],
  ...patch,
});

const renderPage = (answers: CallAnswers = {}, feedback = list()) => {
  const api = mockCalls(answers, { MCSFE_getFeedback: ok(feedback) });
  renderAt('/feedback', <FeedbackPage />, { session: sessionFixture() });
  return api;
};

const fill = (message = 'The roulette game froze after my bet.') => {
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'GAMES' } });
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: message } });
};
/** The form's own images (the earlier feedback's have the same names). */
const attachedImages = () => within(screen.getByRole('group', { name: 'Images (optional)' }));
const attach = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add image'), { target: { files } });

describe('the feedback page', () => {
  it("shows today's count and the earlier feedback with the reply as plain text", async () => {
    renderPage();
    expect(await screen.findByText('1 of 5 today')).toBeTruthy();
    const entry = screen.getByText('My GCash deposit of ₱500 has not arrived.').closest('li')!;
    expect(within(entry).getByText('Deposit & withdrawal')).toBeTruthy();
    expect(within(entry).getByText('Replied')).toBeTruthy();
    // Staff's reply is text: its markup shows as typed, nothing is parsed.
    expect(within(entry).getByText('<b>Credited</b> at 10:05.')).toBeTruthy();
    expect(entry.querySelector('b')).toBeNull();
    const image = within(entry).getByRole('img', { name: 'Attached image 1' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['4', '3']);
  });

  it('says so when there is no feedback yet', async () => {
    renderPage({}, list({ today: { sent: 0, limit: 5 }, items: [] }));
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeTruthy();
  });

  it('checks the form before sending: category, then message length, with a live count', async () => {
    const api = renderPage();
    await screen.findByText('1 of 5 today');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'OTHER' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'short' } });
    expect(screen.getByText('5/1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();
    expect(api.payloadsOf('feedbackSubmit')).toEqual([]);
  });

  it('refuses a text file named .png before sending, by its bytes, and keeps the rest', async () => {
    renderPage();
    await screen.findByText('1 of 5 today');
    fill();
    attach(new File(['just some text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('“notes.png” is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(attachedImages().queryByRole('img', { name: 'Attached image 1' })).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe(
      'The roulette game froze after my bet.',
    );
  });

  it('sends category, message and images; a failed send keeps them all and retries with the same key', async () => {
    let answer = fail<FeedbackItem>('feedback.image.invalid');
    const api = renderPage({
      feedbackSubmit: () => answer,
    });
    await screen.findByText('1 of 5 today');
    fill();
    attach(pngFile());
    expect(await attachedImages().findByRole('img', { name: 'Attached image 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(/Image 1 is not a complete JPEG, PNG or WebP image/)).toBeTruthy();
    // Nothing lost: the text, the category and the image are still there.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe(
      'The roulette game froze after my bet.',
    );
    expect(attachedImages().getByRole('img', { name: 'Attached image 1' })).toBeTruthy();

    answer = ok({ ...replied, id: 'f2', status: 'OPEN', reply: null, repliedAt: null });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(useOverlays.getState().toast?.message).toBe('Thank you! Your feedback was sent.'),
    );
    const [first, second] = api.payloadsOf('feedbackSubmit') as FeedbackSubmitRequest[];
    expect(first).toEqual({
      idempotencyKey: expect.any(String),
      category: 'GAMES',
      message: 'The roulette game froze after my bet.',
      images: [{ data: btoa(String.fromCharCode(...PNG)) }],
    });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    // The form starts again, empty.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('');
    expect(attachedImages().queryByRole('img', { name: 'Attached image 1' })).toBeNull();
  });

  it('keeps everything when the answer is lost, and says so', async () => {
    renderPage({ feedbackSubmit: 'network-error' });
    await screen.findByText('1 of 5 today');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(/Your text and images are kept/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).not.toBe('');
  });

  it('at the daily limit says so and does not send', async () => {
    const api = renderPage({}, list({ today: { sent: 5, limit: 5 } }));
    expect(await screen.findByText('5 of 5 today')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You can send more tomorrow');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveProperty('disabled', true);
    expect(api.payloadsOf('feedbackSubmit')).toEqual([]);
  });

  it('removes an attached image, and offers no more than three', async () => {
    renderPage();
    await screen.findByText('1 of 5 today');
    attach(pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png'));
    expect(await screen.findByText('You can attach up to 3 images.')).toBeTruthy();
    expect(attachedImages().getAllByRole('img', { name: /^Attached image/ })).toHaveLength(3);
    expect(screen.queryByLabelText('Add image')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getByLabelText('Add image')).toBeTruthy();
  });
});
