import { placeToasts, type ScreenBox, type ToastScreen } from './toast-placement';

const PHONE: ToastScreen = { width: 390, height: 844, phone: true, headerBottom: 64, dialog: null, pressed: null };
const DESKTOP: ToastScreen = { width: 1366, height: 768, phone: false, headerBottom: 72, dialog: null, pressed: null };

const rows = (top: number, bottom: number, left = 16, right = 374): ScreenBox => ({ top, bottom, left, right });
const dialog = (panel: ScreenBox, ...controls: ScreenBox[]) => ({ panel, controls });

describe(placeToasts.name, () => {
  it('puts toasts at the bottom of a phone and under the header of a wide screen', () => {
    expect(placeToasts(PHONE)).toEqual({ position: 'bottom-center', bottom: 16 });
    expect(placeToasts(DESKTOP)).toEqual({ position: 'top-center', top: 84 });
  });

  it("moves a phone's toasts under the header when the control just pressed is at the bottom", () => {
    expect(placeToasts({ ...PHONE, pressed: rows(770, 818) })).toEqual({ position: 'top-center', top: 76 });
    expect(placeToasts({ ...PHONE, pressed: rows(300, 348) })).toEqual({ position: 'bottom-center', bottom: 16 });
  });

  it("moves a phone's toasts off the page's next step when that leaves the control just pressed clear", () => {
    // Shared a location mid-page: the Pay button below it stays in sight.
    expect(placeToasts({ ...PHONE, pressed: rows(480, 532), nextStep: rows(729, 781) })).toEqual({ position: 'top-center', top: 76 });
    expect(placeToasts({ ...PHONE, pressed: null, nextStep: rows(729, 781) })).toEqual({ position: 'top-center', top: 76 });
    // The control just pressed comes first: under the header the toasts would cover it.
    expect(placeToasts({ ...PHONE, pressed: rows(100, 148), nextStep: rows(729, 781) })).toEqual({ position: 'bottom-center', bottom: 16 });
    // A next step that is nowhere near the bottom changes nothing.
    expect(placeToasts({ ...PHONE, pressed: rows(480, 532), nextStep: rows(300, 352) })).toEqual({ position: 'bottom-center', bottom: 16 });
  });

  it('keeps clear of the control just pressed by a toast taller than usual', () => {
    expect(placeToasts({ ...PHONE, pressed: rows(600, 648), stack: { tallest: 260, behind: 2 } })).toEqual({ position: 'top-center', top: 76 });
  });

  it('puts toasts above a bottom sheet, never over it', () => {
    expect(placeToasts({ ...PHONE, dialog: dialog(rows(500, 844, 0, 390), rows(560, 600)) })).toEqual({ position: 'top-center', top: 12 });
  });

  it('puts toasts below a dialog at the top of a phone', () => {
    expect(placeToasts({ ...PHONE, dialog: dialog(rows(16, 420), rows(360, 404)) })).toEqual({ position: 'bottom-center', bottom: 12 });
  });

  it('fits one toast of its own height above a dialog that leaves no room for a stack of three', () => {
    const centred = dialog(rows(152, 745, 346, 1014), rows(230, 252, 420, 550), rows(680, 725, 715, 995));
    expect(placeToasts({ ...DESKTOP, height: 900, dialog: centred, stack: { tallest: 90, behind: 0 } })).toEqual({ position: 'top-center', top: 12 });
    expect(placeToasts({ ...DESKTOP, height: 900, dialog: centred })).toEqual({ position: 'top-center', top: 264 });
  });

  it('puts toasts beside a tall dialog on a wide screen', () => {
    const wide = { ...DESKTOP, width: 1600 };
    expect(placeToasts({ ...wide, dialog: dialog(rows(40, 728, 464, 1136), rows(660, 700, 900, 1100)) })).toEqual({ position: 'top-right', top: 12, right: 12 });
  });

  it("puts toasts over a full-height dialog's words, between its controls", () => {
    const sheet = dialog(rows(68, 844, 0, 390), rows(100, 130), rows(520, 560), rows(700, 820));
    expect(placeToasts({ ...PHONE, dialog: sheet })).toEqual({ position: 'top-center', top: 142 });
  });

  it('makes toasts wait while a dialog leaves no room clear of its controls', () => {
    const crowded = dialog(rows(68, 844, 0, 390), rows(100, 200), rows(300, 400), rows(500, 600), rows(700, 820));
    expect(placeToasts({ ...PHONE, dialog: crowded })).toBe('wait');
  });
});
