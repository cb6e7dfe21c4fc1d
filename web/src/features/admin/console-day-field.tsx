import { TextField } from './sections/console-fields.tsx';

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
  return <TextField label={label} type="date" value={value} onChange={(day) => day && onChange(day)} />;
}
