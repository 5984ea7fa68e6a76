import { ArrowRight } from 'lucide-react';
import { processPage } from '../../content/process';
import { href } from '../../lib/build/routes';
import { cn } from '../../lib/cn';

/**
 * The link every contact section carries to /process, so a homeowner about to ask can first see
 * what happens after they do. Dark: on the forest and walnut grounds the contact sections use.
 */
export function ProcessLink({ className }: { className?: string }) {
  return (
    <a href={href.process()} className={cn('inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-sand', className)}>
      {processPage.contactLinkLabel}
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
