import { Check, Copy, Download } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { toast } from 'sonner';
import { fillTemplate } from '../../../lib/format';
import { Button } from '../../ui/button';
import type { Generated, LocationGeneratorCopy } from './types';

/** Saves text as a file through a temporary Blob URL. */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the browser has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface OutputPanelProps {
  generated: Generated;
  /** The form has changed since this code was generated. */
  stale: boolean;
  /** Goes on the heading, which takes focus when new code is generated. */
  headingRef: Ref<HTMLHeadingElement>;
  copy: Pick<LocationGeneratorCopy, 'output' | 'toasts'>;
}

/** The generated code with Copy (Clipboard API) and Download (a Blob), and the notices about it. */
export function OutputPanel({ generated, stale, headingRef, copy }: OutputPanelProps) {
  const baseId = useId();
  const headingId = `${baseId}-output-heading`;
  const introId = `${baseId}-output-intro`;
  const codeRef = useRef<HTMLTextAreaElement>(null);
  // The code a copy failed for: a new generation is a new object, which clears the notice.
  const [copyFailedFor, setCopyFailedFor] = useState<Generated | null>(null);
  const copyFailed = copyFailedFor === generated;

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(generated.code);
      setCopyFailedFor(null);
      toast.success(copy.toasts.copied.title, {
        description: copy.toasts.copied.description,
        duration: copy.toasts.copied.durationMs,
      });
    } catch {
      // Permission denied or no clipboard: say so calmly and select the code for a manual copy.
      setCopyFailedFor(generated);
      codeRef.current?.focus();
      codeRef.current?.select();
    }
  };

  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-card border border-line bg-white shadow-lift">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-8">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-2xl font-semibold outline-none focus-visible:outline-3 sm:text-3xl"
          >
            <Check aria-hidden="true" className="size-6 text-forest" />
            {copy.output.heading}
          </h2>
          <p id={introId} className="mt-2 text-ink-soft">
            {fillTemplate(copy.output.intro, { file: generated.fileName })}
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button variant="secondary" onClick={onCopy}>
            <Copy aria-hidden="true" />
            {copy.output.copy}
          </Button>
          <Button variant="outline" onClick={() => downloadText(generated.code, generated.fileName)}>
            <Download aria-hidden="true" />
            {copy.output.download}
          </Button>
        </div>
      </div>
      <div role="status">
        {copyFailed ? (
          <p className="mx-5 mb-4 rounded-xl border border-oak/50 bg-sand px-4 py-3 text-ink sm:mx-8">
            {copy.output.copyFailed}
          </p>
        ) : null}
        {stale ? (
          <p className="mx-5 mb-4 rounded-xl border border-oak/50 bg-sand px-4 py-3 text-ink sm:mx-8">
            {copy.output.stale}
          </p>
        ) : null}
      </div>
      <textarea
        ref={codeRef}
        readOnly
        wrap="off"
        spellCheck={false}
        value={generated.code}
        aria-labelledby={headingId}
        aria-describedby={introId}
        data-testid="generated-code"
        className="block h-[28rem] w-full sm:h-[36rem] resize-y border-0 border-t border-line bg-charcoal p-5 font-mono text-sm leading-relaxed text-linen focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-oak-light sm:p-8"
      />
    </section>
  );
}
