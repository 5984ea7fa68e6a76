import type { TextSegment } from '../../lib/build/autolink';

/** Renders autoLink() segments: text stays text, matches become links. */
export function LinkedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.href ? (
          <a key={i} href={segment.href} className="font-semibold text-ember underline underline-offset-4">
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
