import type { ReactNode } from 'react';

interface ToggleButtonsProps<T extends string> {
  /** What the buttons choose, said to screen readers (the group's legend). */
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  className: string;
  /** Each button's class, or the class it takes pressed and unpressed (the console's filled and ghost buttons). */
  optionClassName: string | ((pressed: boolean) => string);
  /** A button's text; `label` names it where the text does not (an icon, a short form). */
  show: (option: T) => { text: ReactNode; label?: string; lang?: string };
}

/** A row of buttons of which one is pressed: the language, the listing's view, the credit kind. */
export function ToggleButtons<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
  optionClassName,
  show,
}: ToggleButtonsProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => {
        const { text, label, lang } = show(option);
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            lang={lang}
            className={typeof optionClassName === 'string' ? optionClassName : optionClassName(pressed)}
            aria-pressed={pressed}
            aria-label={label}
            onClick={() => !pressed && onChange(option)}
          >
            {text}
          </button>
        );
      })}
    </fieldset>
  );
}
