/**
 * Until a page the server rendered has been hydrated, keys pressed in its controls and forms sent
 * from them are dropped: a field typed in or a choice made then would go back when the page
 * hydrates, and a form sent natively would put what was typed (a password) in the address.
 * Taps and clicks are held back by styles/hydrating.css, which works before any script has run;
 * this covers the keyboard from the moment the entry module runs. Tab still moves the focus and
 * links still work. docs/catalog.md, "Hydration".
 */
const CONTROLS = 'input, select, textarea, button, summary, [role="button"], [contenteditable]';
const EVENTS = ['keydown', 'beforeinput', 'submit'] as const;

const root = document.getElementById('root');
const interactive = () => document.documentElement.dataset.app === 'interactive';

/** A form sent, or a key pressed in a control (Tab moves on, a browser shortcut is the browser's). */
function changesTheRenderedPage(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !root?.contains(target)) return false;
  if (event.type === 'submit') return true;
  if (event instanceof KeyboardEvent && (event.key === 'Tab' || event.ctrlKey || event.metaKey)) return false;
  return target.closest(CONTROLS) !== null;
}

function holdBack(event: Event) {
  if (interactive()) {
    for (const type of EVENTS) window.removeEventListener(type, holdBack, true);
  } else if (changesTheRenderedPage(event)) {
    event.preventDefault();
    event.stopPropagation();
  }
}

if (root?.dataset.language && !interactive()) {
  for (const type of EVENTS) window.addEventListener(type, holdBack, true);
}
