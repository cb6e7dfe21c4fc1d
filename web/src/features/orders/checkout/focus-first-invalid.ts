/**
 * Moves focus to the first field the form marks invalid, in page order. A group of choices takes
 * focus on its chosen (or first) option, the date picker on its focusable day.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!first) return;
  const inner = first.matches('input, select, textarea')
    ? first
    : first.querySelector<HTMLElement>('input:checked, input:not(:disabled), button[tabindex="0"]');
  (inner ?? first).focus();
}
