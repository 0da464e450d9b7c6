import { useSyncExternalStore } from 'react';
import { placeToasts, TOAST_HEIGHT, type ScreenBox, type ToastPlacement, type ToastScreen, type ToastStack } from './toast-placement';

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const PRESSABLE = 'button, a[href], input[type="submit"], input[type="button"], [role="button"]';
/** The page's next step: toasts keep off it when they can (toast-placement). */
const NEXT_STEP = '[data-toast-keep-clear]';
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="link"]';
// Sonner's own phone breakpoint: at or below it toasts span the screen.
const PHONE_QUERY = '(max-width: 600px)';
const DEFAULT_HEADER_HEIGHT = 64;

const SERVER_PLACEMENT: ToastPlacement = { position: 'top-center', top: DEFAULT_HEADER_HEIGHT };

let placement: ToastPlacement = SERVER_PLACEMENT;
let pressed: Element | null = null;
const listeners = new Set<() => void>();
const waiting: Array<() => void> = [];

const boxOf = (element: Element): ScreenBox => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};

const union = (boxes: ScreenBox[]): ScreenBox | null =>
  boxes.length === 0
    ? null
    : {
        top: Math.min(...boxes.map((box) => box.top)),
        bottom: Math.max(...boxes.map((box) => box.bottom)),
        left: Math.min(...boxes.map((box) => box.left)),
        right: Math.max(...boxes.map((box) => box.right)),
      };

function headerBottom(): number {
  const height = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height'));
  return Number.isFinite(height) ? height : DEFAULT_HEADER_HEIGHT;
}

const openDialogs = (): Element[] => [...document.querySelectorAll(OPEN_DIALOGS)];

/** A dialog's controls as seen: each clipped to its panel (one scrolled out of sight is not there). */
function controlsOn(dialog: Element, panel: ScreenBox): ScreenBox[] {
  return [...dialog.querySelectorAll(CONTROLS)]
    .map(boxOf)
    .map((box) => ({ top: Math.max(box.top, panel.top), bottom: Math.min(box.bottom, panel.bottom), left: box.left, right: box.right }))
    .filter((box) => box.bottom > box.top && box.right > box.left);
}

function dialogOnScreen(dialogs: Element[]): ToastScreen['dialog'] {
  const panels = dialogs.map(boxOf);
  const panel = union(panels);
  return panel && { panel, controls: dialogs.flatMap((dialog, index) => controlsOn(dialog, panels[index])) };
}

/** The marked next step, when it is on screen. */
function nextStepOnScreen(): ScreenBox | null {
  const element = document.querySelector(NEXT_STEP);
  if (!element) return null;
  const box = boxOf(element);
  return box.bottom > 0 && box.top < window.innerHeight && box.bottom > box.top ? box : null;
}

/**
 * The toasts on screen, and the one about to join them (taken to be as tall as a long one). With none on
 * screen yet (the first one waits for the toast library to load), the next is taken to be a long one too,
 * so a measure taken meanwhile does not place it as if it had no height.
 */
function stackOnScreen(adding: boolean): ToastStack {
  const heights = [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')].map((toast) => toast.getBoundingClientRect().height);
  const count = heights.length + (adding ? 1 : 0);
  return { tallest: Math.max(adding || heights.length === 0 ? TOAST_HEIGHT : 0, ...heights), behind: Math.max(count - 1, 0) };
}

const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update());
let observed: Element[] = [];

function observeSizes(dialogs: Element[]): void {
  if (dialogs.length === observed.length && dialogs.every((dialog, index) => dialog === observed[index])) return;
  observed = dialogs;
  resizes?.disconnect();
  dialogs.forEach((dialog) => resizes?.observe(dialog));
}

function update(adding = waiting.length > 0): void {
  const dialogs = openDialogs();
  observeSizes(dialogs);
  const next = placeToasts({
    width: window.innerWidth,
    height: window.innerHeight,
    phone: window.matchMedia(PHONE_QUERY).matches,
    headerBottom: headerBottom(),
    dialog: dialogOnScreen(dialogs),
    pressed: pressed?.isConnected ? boxOf(pressed) : null,
    nextStep: nextStepOnScreen(),
    stack: stackOnScreen(adding),
  });
  if (JSON.stringify(next) !== JSON.stringify(placement)) {
    placement = next;
    listeners.forEach((listener) => listener());
  }
  if (placement !== 'wait') waiting.splice(0).forEach((show) => show());
}

let watching = false;

/** Dialogs open and close, grow and settle after their opening animation; each time the toasts' room is measured again. */
function watchDialogs(): void {
  if (watching) return;
  watching = true;
  new MutationObserver(() => update()).observe(document.body, { childList: true });
  window.addEventListener('resize', () => update());
  document.addEventListener('animationend', () => update(), true);
  // A dialog's text scrolled moves its controls; page scrolls change nothing while none is open.
  let frame = 0;
  document.addEventListener(
    'scroll',
    () => {
      if (observed.length === 0 || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    },
    true,
  );
}

if (typeof document !== 'undefined') {
  // Capture, so the control is known before its own handler asks for a toast.
  document.addEventListener('click', (event) => {
    pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
  }, true);
  document.addEventListener('submit', (event) => {
    if (event.submitter) pressed = event.submitter;
  }, true);
}

/** Runs `show` at once when toasts have room on screen, else as soon as the dialog in their way closes. */
export function whenToastsHaveRoom(show: () => void): void {
  watchDialogs();
  update(true);
  if (placement === 'wait') waiting.push(show);
  else show();
  // Measured again once the toast is on screen, as tall as it really is.
  setTimeout(() => update(), 100);
}

/** Where toasts go now; 'wait' while a dialog leaves them no room. */
export const useToastPlacement = (): ToastPlacement =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => placement,
    () => SERVER_PLACEMENT,
  );
