import { useId } from 'react';

/** A labelled day picker in a console page's head (the pick list's day, the roast plan's first day); a cleared box changes nothing. */
export function ConsoleDayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <label className="console-field" htmlFor={id}>
      <span className="console-field__label">{label}</span>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </label>
  );
}
