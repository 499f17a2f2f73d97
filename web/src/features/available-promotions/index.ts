/**
 * The promotions on offer (signed-in §3 availablePromotions): the promotions feature reads them, and so does the
 * download bar's gift. Apart from both because promotions opens the app download of install.
 */
export { availablePromotionsQuery } from './query';
