import './console-tabs.css';

interface ConsoleTabsProps<Value extends string> {
  /** What the buttons choose, said to screen readers (the group's legend). */
  label: string;
  options: readonly { value: Value; text: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons choosing which rows a console list shows (a status filter). */
export function ConsoleTabs<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ConsoleTabsProps<Value>) {
  return (
    <fieldset className="console-tabs">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === value ? 'button' : 'button button--ghost'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </fieldset>
  );
}
