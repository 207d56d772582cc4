// A field left by pressing elsewhere closes only once that press has ended and its click has
// landed (docs/product.md#account-settings). Closing shrinks the page (the input, its hint and its
// error give way to one line), and a press and release that land on different elements make no
// click: without this, the first tap on the next field's Edit, which moved up under the finger
// between the two, was lost. Presses are watched page-wide, from the first field that needs it.

/** A pointer or mouse button is down, or its click has not landed yet. */
let pressed = false;
let pending: (() => void)[] = [];
let fallback: ReturnType<typeof setTimeout> | undefined;
let watching = false;

/** How long after a release without a click (a drag, a press moved off) the fields still close. */
const clicklessReleaseMs = 500;

function closePending(): void {
  clearTimeout(fallback);
  pressed = false;
  const closes = pending;
  pending = [];
  for (const close of closes) close();
}

function down(): void {
  pressed = true;
  clearTimeout(fallback);
}

function up(): void {
  clearTimeout(fallback);
  fallback = setTimeout(closePending, clicklessReleaseMs);
}

function watchPresses(): void {
  if (watching) return;
  watching = true;
  // A tap gives pointerdown and pointerup first, then the mouse's down, up and click.
  document.addEventListener('pointerdown', down, true);
  document.addEventListener('mousedown', down, true);
  document.addEventListener('pointerup', up, true);
  document.addEventListener('mouseup', up, true);
  // A press that becomes a scroll, or keys typed: nothing more will land.
  document.addEventListener('pointercancel', closePending, true);
  document.addEventListener('keydown', closePending, true);
  // Seen on its way down (capture): closed a task later, after the click's own handlers ran.
  document.addEventListener('click', () => setTimeout(closePending, 0), true);
}

/** Runs `close` now, or once the press under way has ended and its click has landed. */
export function closeAfterPress(close: () => void): void {
  if (pressed) pending.push(close);
  else close();
}

/** Starts watching presses before the first field is left (call it when a field opens). */
export const watchPressesForFields = watchPresses;
