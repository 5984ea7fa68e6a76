import { Fragment } from 'react';
import { emailBreakParts } from '../../lib/format';

/**
 * An e-mail address that wraps only after its "@" or a dot (a <wbr> there), never mid-word; give
 * its link `emailWrap` so a part too long for the line is still broken rather than overflowing.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = emailBreakParts(address);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}

/** The class of an element holding an EmailAddress: wrap at the <wbr>s, mid-word only if a part alone is wider than the line. */
export const emailWrap = 'wrap-break-word';
