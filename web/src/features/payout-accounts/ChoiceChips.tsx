import { icon } from '../../components/icons';
import './payout-accounts.css';

const CheckIcon = icon('M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z');

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/**
 * One choice among a few, as chips: native radio buttons (arrow keys move the choice, the group is named by its
 * legend), the chosen one filled and ticked, so the choice shows by more than its colour.
 */
export function ChoiceChips<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  legendHidden = false,
  disabled = false,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange(value: V): void;
  legendHidden?: boolean;
  disabled?: boolean;
}) {
  return (
    <fieldset className="chips" disabled={disabled}>
      <legend className={legendHidden ? 'visually-hidden' : 'chips-legend'}>{legend}</legend>
      <div className="chips-row">
        {choices.map((choice) => (
          <label key={choice.value} className="chip">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="chip-face">
              <CheckIcon className="chip-check" size={16} />
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
