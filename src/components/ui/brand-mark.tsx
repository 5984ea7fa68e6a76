/** The company's mark: a stylised hearth arch over wood-grain lines. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" className="fill-walnut" />
      <path d="M10 31V19a10 10 0 0 1 20 0v12" fill="none" className="stroke-sand" strokeWidth="3" strokeLinecap="round" />
      <path d="M15 31v-9a5 5 0 0 1 10 0v9" fill="none" className="stroke-brass" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M8 31h24" className="stroke-sand" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
