import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from '@/i18n/language-switch';
import { AgreementSections, type AgreementText } from './agreement-text';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { ShieldIcon } from './icons';
import { Label } from './input';

export type AgreementDialogProps = {
  open: boolean;
  agreement: AgreementText;
  onAccept: () => void;
  /** Decline, Escape and a click outside all mean the reader did not agree. */
  onDecline: () => void;
};

/**
 * A summary, the full text on demand, a checkbox, Decline and 'Accept & Continue' (enabled once
 * ticked). It covers the page's 'English | Español' switch, so it carries its own.
 */
export function AgreementDialogPanel({ open, agreement, onAccept, onDecline }: AgreementDialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // Radix returns focus only to a Dialog.Trigger; this dialog opens from code, so remember the opener.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDecline()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Start at the top of the text, not on a control half-way down it.
            event.preventDefault();
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            bodyRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (openerRef.current?.isConnected) openerRef.current.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl data-[state=open]:animate-fade-in motion-reduce:animate-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <AgreementContent bodyRef={bodyRef} agreement={agreement} onAccept={onAccept} onDecline={onDecline} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type AgreementContentProps = Omit<AgreementDialogProps, 'open'> & { bodyRef: RefObject<HTMLDivElement | null> };

/** Mounted only while open, so every opening starts unticked with the summary view. */
function AgreementContent({ bodyRef, agreement, onAccept, onDecline }: AgreementContentProps) {
  const [agreed, setAgreed] = useState(false);
  const [showFull, setShowFull] = useState(false);
  const fullTextId = useId();
  const checkboxId = useId();

  return (
    <>
      <div className="flex items-start gap-3 border-b border-slate-200 px-5 pt-5 pb-2 sm:px-6">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{agreement.title}</Dialog.Title>
          {agreement.lastUpdated && (
            <p className="text-sm text-slate-600">
              <FormattedMessage id="common.agreement.lastUpdated" values={{ date: agreement.lastUpdated }} />
            </p>
          )}
          <LanguageSwitch className="-ml-2" />
        </div>
      </div>

      <div ref={bodyRef} tabIndex={-1} className="flex-1 space-y-4 overflow-y-auto px-5 py-4 focus-visible:outline-none sm:px-6">
        {agreement.notice && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{agreement.notice}</p>}
        <Dialog.Description className="text-sm text-slate-700">{agreement.intro}</Dialog.Description>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
          {agreement.summary.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Button variant="outline" size="sm" aria-expanded={showFull} aria-controls={fullTextId} onClick={() => setShowFull((s) => !s)}>
          {agreement.fullToggle ? (
            showFull ? agreement.fullToggle.hide : agreement.fullToggle.show
          ) : (
            <FormattedMessage id={showFull ? 'common.agreement.hideFull' : 'common.agreement.viewFull'} />
          )}
        </Button>
        <div id={fullTextId} hidden={!showFull} className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <AgreementSections sections={agreement.full} />
        </div>
      </div>

      <div className="space-y-4 border-t border-slate-200 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6">
        <div className="flex items-start gap-3">
          <Checkbox id={checkboxId} checked={agreed} onCheckedChange={(checked) => setAgreed(checked === true)} className="mt-0.5" />
          <Label htmlFor={checkboxId} className="cursor-pointer font-normal">
            {agreement.checkboxLabel}
          </Label>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDecline}>
            <FormattedMessage id="common.agreement.decline" />
          </Button>
          <Button disabled={!agreed} onClick={onAccept}>
            <FormattedMessage id="common.agreement.accept" />
          </Button>
        </div>
      </div>
    </>
  );
}
