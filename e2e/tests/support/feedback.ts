import type { Admin } from './admin';

/** Staff's side of the feedback page (server/src/admin/feedback.ts), through the admin API. */

export interface StaffFeedback {
  id: string;
  username: string;
  category: string;
  message: string;
  status: 'OPEN' | 'REPLIED' | 'CLOSED';
  images: { id: string; type: string; width: number; height: number }[];
  reply: string | null;
}

const merchantQuery = (shop: Admin) => `merchant=${encodeURIComponent(shop.merchant)}`;

/** The merchant's feedback, newest first, of one status or all. */
export const staffFeedback = (shop: Admin, status?: StaffFeedback['status']) =>
  shop.send<StaffFeedback[]>(
    'GET',
    `/admin/feedback?${merchantQuery(shop)}${status ? `&status=${status}` : ''}`,
  );

/** Staff's reply in plain text: the feedback becomes REPLIED. */
export const replyToFeedback = (shop: Admin, id: string, reply: string) =>
  shop.send<StaffFeedback>('POST', `/admin/feedback/${encodeURIComponent(id)}/reply?${merchantQuery(shop)}`, {
    reply,
  });

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/**
 * A real 8×8 grey baseline JPEG, as a phone would send one, with an EXIF block naming a GPS position: every DCT
 * coefficient 0, so one scan byte codes it with one-symbol Huffman tables.
 */
export function jpegWithGps(): Buffer {
  const table = (id: number) => [id, 1, ...Array<number>(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')]),
    ...segment(0xe1, [...Buffer.from(`Exif\0\0II*\0\x08\0\0\0${GPS_TEXT}`, 'latin1')]),
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, [...table(0x00), ...table(0x10)]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}
export const GPS_TEXT = 'GPSLatitude 14.5995N 120.9842E';
