/** Id of the off-screen field that holds the focus between a tap and the palette's input. */
export const SINK_ID = 'mando-keyboard-sink';

/**
 * Called when the palette opens (within the user's tap or click): on a touch screen, focuses an
 * off-screen field inside that gesture, so a phone opens its keyboard (iOS only does so for a focus
 * within a gesture) and keeps it when the palette's input takes the focus a moment later.
 */
export function primeKeyboard(): void {
  if (typeof document === 'undefined' || !window.matchMedia?.('(pointer: coarse)').matches) return;
  let sink = document.getElementById(SINK_ID) as HTMLInputElement | null;
  if (!sink) {
    sink = document.createElement('input');
    sink.id = SINK_ID;
    sink.type = 'text';
    sink.tabIndex = -1;
    sink.setAttribute('aria-hidden', 'true');
    // 16 px: iOS zooms the page into a focused field with smaller text.
    sink.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none;font-size:16px';
    document.body.append(sink);
  }
  sink.focus({ preventScroll: true });
}
