import type { CustomerServiceEntry } from '@app/contract/settings';
import { httpUrl } from '../../lib/safe-url';
import { decodeCsPath } from './cs-path';

/**
 * Entries are filtered by VIP label (signed-in §4, §6): a labelled member gets the entries for the label,
 * falling back to entries without labels; guests (labelId null) get unlabelled entries.
 */
export const customerServiceEntries = <E extends Pick<CustomerServiceEntry, 'labelIds'>>(
  entries: readonly E[],
  labelId: string | null,
): E[] => {
  const unlabelled = entries.filter((e) => e.labelIds.length === 0);
  if (labelId === null) return unlabelled;
  const forLabel = entries.filter((e) => e.labelIds.includes(labelId));
  return forLabel.length > 0 ? forLabel : unlabelled;
};

/** The link to open: the first of the player's entries whose path decodes to an http(s) URL; null when none. */
export const customerServiceUrl = (
  entries: readonly Pick<CustomerServiceEntry, 'labelIds' | 'path'>[],
  labelId: string | null,
): string | null => {
  for (const entry of customerServiceEntries(entries, labelId)) {
    const url = httpUrl(decodeCsPath(entry.path));
    if (url) return url;
  }
  return null;
};
