import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A visible form label in the site's style. */
export function Label({ className, htmlFor, ...props }: ComponentProps<'label'> & { htmlFor: string }) {
  return <label htmlFor={htmlFor} className={cn('font-semibold text-ink', className)} {...props} />;
}

/** The visual "required" star; the control itself carries `required` for assistive technology. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="font-semibold text-ember">
      *
    </span>
  );
}

/** A label with the required star after it when the control is required. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-1">
      <Label htmlFor={htmlFor}>{children}</Label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

/** Help or hint text under a control; give it an id and point the control's aria-describedby at it. */
export function FieldHelp({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-2 text-sm text-ink-soft', className)} {...props} />;
}

interface FieldProps {
  id: string;
  label: string;
  help?: string;
  required?: boolean;
  className?: string;
  /** Renders the control with the given id; `describedBy` is the help text's id, if any. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A visible label, the control, and its help text (announced with the control). */
export function Field({ id, label, help, required, className, children }: FieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="mt-2">{children(helpId)}</div>
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
    </div>
  );
}
