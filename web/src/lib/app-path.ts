import { BASENAME } from '@app/contract/constants/navigation';
import { normalisePath, stripBasename } from './router';

/** The app path of the page now ('/home'), for code outside the screens (the popups' and prompts' starters). */
export const currentAppPath = (): string => normalisePath(stripBasename(window.location.pathname, BASENAME));
