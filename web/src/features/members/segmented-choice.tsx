import { useId } from 'react';
import './member-forms.css';

interface SegmentedChoiceProps<T extends string> {
  /** What is chosen, said to screen readers (the group's legend). */
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionText: (option: T) => string;
  /** Lets the options run onto a second line where there are many. */
  wrap?: boolean;
}

/** Radio buttons drawn as one segmented control: the sign-in method, the voucher filter. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  optionText,
  wrap = false,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={wrap ? 'segmented segmented--wrap' : 'segmented'}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="segmented__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{optionText(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
