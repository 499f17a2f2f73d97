import { icon, outline } from '../../components/icons';

// The install views' icons, decorative (the text beside names them): 22 px outlines unless noted.

const OUTLINE = outline(2);

/** iOS's share symbol: a box with an arrow up out of it. */
export const ShareIcon = icon(['M12 3v12', 'M8 7l4-4 4 4', 'M7 10H5v11h14V10h-2'], 22, OUTLINE);
/** "Add to Home Screen": a rounded square with a plus. */
export const AddSquareIcon = icon(
  ['M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z', 'M12 8v8', 'M8 12h8'],
  22,
  OUTLINE,
);
export const DownloadIcon = icon(['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'], 22, OUTLINE);
/** The home screen: a phone with a plus. */
export const HomeScreenIcon = icon(
  [
    'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z',
    'M12 8v6',
    'M9 11h6',
    'M11 18h2',
  ],
  22,
  OUTLINE,
);
/** A browser: a compass. */
export const BrowserIcon = icon(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M15.5 8.5l-2 5-5 2 2-5 5-2Z'],
  22,
  OUTLINE,
);
export const CloseIcon = icon(['M6 6l12 12', 'M18 6L6 18'], 22, OUTLINE);
export const CopyIcon = icon(['M9 9h10v11H9z', 'M5 15V4h10'], 22, OUTLINE);
/** Filled: three dots. */
export const MoreIcon = icon(
  [
    'M7 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z',
    'M14 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z',
    'M21 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z',
  ],
  22,
);
