import { useId } from 'react';
import './sort-select.css';

interface SortSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  /** Where the toolbar places it (e.g. pushed to the end). */
  className?: string;
}

/** "Sort by" and its choices, for a list's toolbar. */
export function SortSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  className,
}: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className={className ? `sort-select ${className}` : 'sort-select'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input sort-select__input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
