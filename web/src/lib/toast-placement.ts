/** A box on the screen, in CSS pixels from the viewport's top left corner. */
export type ScreenBox = { top: number; bottom: number; left: number; right: number };

export type ToastPlacement =
  | { position: 'top-center' | 'bottom-center' | 'top-right'; top?: number; bottom?: number; right?: number }
  | 'wait';

export type ToastScreen = {
  width: number;
  height: number;
  /** Sonner's phone layout: toasts as wide as the screen less a margin each side. */
  phone: boolean;
  /** Where the sticky header ends (0 when the page has none). */
  headerBottom: number;
  /** The open dialogs' panels and the controls on them, if any dialog is open. */
  dialog: { panel: ScreenBox; controls: readonly ScreenBox[] } | null;
  /** The control the reader last pressed (a form's submit, say): toasts keep off it while they can. */
  pressed: ScreenBox | null;
  /**
   * The page's next step (its Pay button, say), marked `data-toast-keep-clear`: toasts keep off it too
   * when they can without covering the control just pressed.
   */
  nextStep?: ScreenBox | null;
  /** The toasts shown, or about to be: the tallest one's height and how many peek out behind the front one. */
  stack?: ToastStack;
};

export type ToastStack = { tallest: number; behind: number };

/** A toast not yet on screen is taken to be this tall: a title and three lines of description. */
export const TOAST_HEIGHT = 112;
/** Sonner shows at most two toasts behind the front one, each peeking out this far. */
const PEEK = 14;
const MAX_BEHIND = 2;
const FULL_STACK: ToastStack = { tallest: TOAST_HEIGHT, behind: MAX_BEHIND };
/** Sonner's toast width on a wide screen. */
export const TOAST_WIDTH = 356;
export const TOAST_MARGIN = 12;
const PHONE_BOTTOM_MARGIN = 16;

const overlapsRows = (box: ScreenBox, top: number, bottom: number) => box.top < bottom && box.bottom > top;

/**
 * Where toasts go so they never cover what the reader must press. With no dialog open: under the header
 * on a wide screen, at the bottom of a phone, and at the other end when the control just pressed, or
 * else the page's next step, lies where they would go. With a dialog open: above or below it, else beside it on a wide screen, else over
 * its words between its controls; with no such room they wait until it closes ('wait').
 */
export function placeToasts(screen: ToastScreen): ToastPlacement {
  const { tallest, behind } = screen.stack ?? FULL_STACK;
  const stack = tallest + PEEK * Math.min(behind, MAX_BEHIND);
  if (screen.dialog) return clearOfDialog(screen, screen.dialog.panel, screen.dialog.controls, stack);
  const underHeader = { position: 'top-center', top: screen.headerBottom + TOAST_MARGIN } as const;
  const atBottom = { position: 'bottom-center', bottom: PHONE_BOTTOM_MARGIN } as const;
  const [usual, other] = screen.phone ? [atBottom, underHeader] : [underHeader, atBottom];
  const covers = (placement: { top?: number; bottom?: number }, box: ScreenBox | null | undefined = screen.pressed) => {
    const top = placement.top ?? screen.height - (placement.bottom ?? 0) - stack;
    return box != null && overlapsRows(box, top, top + stack);
  };
  if (covers(usual)) return covers(other) ? usual : other;
  return covers(usual, screen.nextStep) && !covers(other) && !covers(other, screen.nextStep) ? other : usual;
}

function clearOfDialog(screen: ToastScreen, panel: ScreenBox, controls: readonly ScreenBox[], stack: number): ToastPlacement {
  const room = stack + 2 * TOAST_MARGIN;
  const above = panel.top >= room ? ({ position: 'top-center', top: TOAST_MARGIN } as const) : null;
  const below = screen.height - panel.bottom >= room ? ({ position: 'bottom-center', bottom: TOAST_MARGIN } as const) : null;
  const outside = screen.phone ? (below ?? above) : (above ?? below);
  if (outside) return outside;
  if (!screen.phone && screen.width - panel.right >= TOAST_WIDTH + 2 * TOAST_MARGIN) return { position: 'top-right', top: TOAST_MARGIN, right: TOAST_MARGIN };
  const gap = widestGap(controls, screen.height);
  return gap.bottom - gap.top >= room ? { position: 'top-center', top: gap.top + TOAST_MARGIN } : 'wait';
}

/** The tallest band of the screen's rows that no control lies in. */
function widestGap(controls: readonly ScreenBox[], height: number): { top: number; bottom: number } {
  const rows = [...controls].sort((a, b) => a.top - b.top);
  let widest = { top: 0, bottom: 0 };
  let from = 0;
  for (const row of [...rows, { top: height, bottom: height }]) {
    if (row.top - from > widest.bottom - widest.top) widest = { top: from, bottom: row.top };
    from = Math.max(from, row.bottom);
  }
  return widest;
}
