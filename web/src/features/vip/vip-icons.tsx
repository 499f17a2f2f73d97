import { icon } from '../../components/icons';

/** A goal met, a level reached. */
export const CheckIcon = icon('M9.2 16.6 4.8 12.2l-1.4 1.4 5.8 5.8L21 7.6l-1.4-1.4z');
/** A goal still to do. */
export const StepIcon = icon('M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z');
