import { ToggleButtons } from '../../shared/ui/toggle-buttons.tsx';
import './console-tabs.css';

interface ConsoleTabsProps<Value extends string> {
  /** What the buttons choose, said to screen readers (the group's legend). */
  label: string;
  options: readonly { value: Value; text: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons choosing which rows a console list shows (a status filter): the chosen one filled. */
export function ConsoleTabs<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ConsoleTabsProps<Value>) {
  return (
    <ToggleButtons
      legend={label}
      options={options.map((option) => option.value)}
      value={value}
      onChange={onChange}
      className="console-tabs"
      optionClassName={(pressed) => (pressed ? 'button' : 'button button--ghost')}
      show={(chosen) => ({ text: options.find((option) => option.value === chosen)?.text })}
    />
  );
}
